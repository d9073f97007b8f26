import { useState } from "react";
import { Check, Copy, Link2, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { formatDate } from "@faircarat/contracts/figures";
import { useReportShares } from "../hooks/use-report-shares";

function createdAt(iso: string): string {
  const time = new Date(iso);
  return `${formatDate(time)}, ${String(time.getHours()).padStart(2, "0")}:${String(time.getMinutes()).padStart(2, "0")}`;
}

/**
 * Read-only links to this report for a partner or a jeweler: create one, copy it once, revoke any.
 */
export function ShareLinks({ analysisId }: { analysisId: string }) {
  const { list, create, revoke } = useReportShares(analysisId);
  const [copied, setCopied] = useState(false);
  const created = create.data;
  const headingId = `share-links-${analysisId}`;

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // No clipboard permission: the address stays selected in the field to copy by hand.
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-control border border-line p-3 sm:p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={headingId} className="text-sm font-semibold text-ink">
          Share links
        </h4>
        <Button
          variant="secondary"
          size="sm"
          disabled={create.isPending}
          onClick={() => {
            setCopied(false);
            create.mutate();
          }}
        >
          <Link2 aria-hidden="true" />
          {create.isPending ? "Creating..." : "Create Share Link"}
        </Button>
      </div>
      <p className="text-xs text-ink-muted">
        Anyone with a link can view this report, read-only, without your account details, until you
        revoke it.
      </p>
      {create.isError ? <p className="text-sm text-danger">{create.error.message}</p> : null}
      {created ? (
        <div className="space-y-2 rounded-control bg-primary-soft p-3">
          <label htmlFor={`${headingId}-url`} className="text-xs font-medium text-ink">
            New link (shown only now: copy it)
          </label>
          <div className="flex gap-2">
            <Input
              id={`${headingId}-url`}
              readOnly
              value={created.url}
              onFocus={(event) => event.currentTarget.select()}
              className="min-w-0 flex-1 text-xs"
            />
            <Button variant="secondary" size="sm" onClick={() => void copy(created.url)}>
              {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
              {copied ? "Copied" : "Copy"}
            </Button>
          </div>
        </div>
      ) : null}
      {list.data && list.data.length > 0 ? (
        <ul className="divide-y divide-line text-sm">
          {list.data.map((share) => (
            <li key={share.id} className="flex items-center justify-between gap-3 py-2">
              <span className="text-ink-soft">Link created {createdAt(share.createdAt)}</span>
              <Button
                variant="ghost"
                size="sm"
                disabled={revoke.isPending && revoke.variables === share.id}
                onClick={() => revoke.mutate(share.id)}
              >
                <Trash2 aria-hidden="true" />
                Revoke
                <span className="sr-only"> the link created {createdAt(share.createdAt)}</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {list.data && list.data.length === 0 && !created ? (
        <p className="text-sm text-ink-soft">No share links yet.</p>
      ) : null}
    </section>
  );
}
