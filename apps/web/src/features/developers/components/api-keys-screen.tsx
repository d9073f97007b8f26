import { useState, type FormEvent } from "react";
import { API_KEY_NAME_MAX_LENGTH, apiPlans } from "@faircarat/contracts/api-plans";
import type { ApiKeyList, ApiKeySummary } from "@faircarat/contracts/api-access";
import { useMutation } from "@tanstack/react-query";
import { Check, Copy, KeyRound } from "lucide-react";
import { LabelledField } from "@/components/labelled-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { createApiKey, revokeApiKey } from "../api/api-keys-api";
import { formatCount, formatMoment, formatMonth } from "@faircarat/contracts/figures";

const moment = (iso: string | null) => (iso ? formatMoment(iso) : "Never");

interface ApiKeysScreenProps {
  list: ApiKeyList;
  /** Re-reads the list after a change. */
  onChanged: () => void;
  /** Opens the plan dialog for an account without a plan that includes the API. */
  onChoosePlan: () => void;
}

/** The account's API keys: create and name one (its secret shown once), see usage, revoke. */
export function ApiKeysScreen({ list, onChanged, onChoosePlan }: ApiKeysScreenProps) {
  const [name, setName] = useState("");
  const [nameMissing, setNameMissing] = useState(false);
  const [secret, setSecret] = useState<{ name: string; value: string } | null>(null);
  const [copied, setCopied] = useState(false);
  const active = list.keys.filter((key) => !key.revokedAt);
  // A refused key name is told under its field, not as a toast.
  const creating = useMutation({
    mutationFn: createApiKey,
    onSuccess: (created) => {
      setSecret({ name: created.key.name, value: created.secret });
      setCopied(false);
      setName("");
      onChanged();
    },
  });
  const revoking = useMutation({
    mutationFn: (key: ApiKeySummary) => revokeApiKey(key.id),
    meta: { failure: { title: "Error" } },
    onSuccess: (_, key) => {
      toast.success("Key Revoked", { description: `"${key.name}" no longer works.` });
      onChanged();
    },
  });
  const busy = creating.isPending;
  const error = nameMissing
    ? "Please name the key."
    : creating.isError
      ? errorMessage(creating.error)
      : undefined;

  function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNameMissing(name.trim() === "");
    if (name.trim() === "") {
      creating.reset();
      return;
    }
    creating.mutate(name.trim());
  }

  function revoke(key: ApiKeySummary) {
    if (!window.confirm(`Revoke "${key.name}"? Requests with it will be refused at once.`)) return;
    revoking.mutate(key);
  }

  async function copy(value: string) {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      toast.error("Copy Failed", { description: "Select the key and copy it by hand." });
    }
  }

  return (
    <div className="space-y-8">
      <section
        aria-labelledby="api-usage-title"
        className="rounded-card border border-line bg-surface p-5 sm:p-6"
      >
        <h2 id="api-usage-title" className="text-lg font-semibold text-ink">
          {list.plan ? `${list.plan.label} plan` : "No API plan"}
        </h2>
        {list.plan ? (
          <p className="mt-2 text-ink-soft">
            <span className="font-semibold text-ink">{formatCount(list.callsThisMonth)}</span> of{" "}
            {formatCount(list.plan.monthlyCalls)} calls used in {formatMonth(list.month)}; up to{" "}
            {formatCount(list.plan.perMinute)} requests a minute per key.
          </p>
        ) : (
          <div className="mt-2 space-y-4">
            <p className="text-ink-soft">
              API keys come with Unlimited Access ({formatCount(apiPlans.unlimited.monthlyCalls)}{" "}
              calls a month). Existing keys stay listed so you can revoke them.
            </p>
            <Button onClick={onChoosePlan}>Choose a Plan</Button>
          </div>
        )}
      </section>

      {list.plan ? (
        <section aria-labelledby="new-key-title">
          <h2 id="new-key-title" className="text-lg font-semibold text-ink">
            Create a key
          </h2>
          <form
            onSubmit={create}
            noValidate
            className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end"
          >
            <div className="sm:flex-1">
              <LabelledField
                label="Key name"
                id="api-key-name"
                hint="e.g. Shop inventory sync"
                error={error}
              >
                {(control) => (
                  <Input
                    {...control}
                    value={name}
                    maxLength={API_KEY_NAME_MAX_LENGTH}
                    onChange={(e) => setName(e.target.value)}
                    disabled={busy}
                  />
                )}
              </LabelledField>
            </div>
            <Button type="submit" disabled={busy} className="sm:mb-6">
              <KeyRound aria-hidden="true" className="size-4" />
              {busy ? "Creating..." : "Create Key"}
            </Button>
          </form>
        </section>
      ) : null}

      {secret ? (
        <section
          aria-labelledby="new-secret-title"
          className="rounded-card border border-savings bg-savings-soft p-5 sm:p-6"
          role="status"
        >
          <h2 id="new-secret-title" className="font-semibold text-ink">
            Your new key "{secret.name}"
          </h2>
          <p className="mt-1 text-sm text-ink-soft">
            Copy it now: it is shown only once. We keep only a fingerprint of it.
          </p>
          <div className="mt-3 flex flex-col gap-2 sm:flex-row">
            <code
              data-testid="api-key-secret"
              className="min-w-0 flex-1 rounded-md bg-surface px-3 py-2 font-mono text-sm break-all text-ink"
            >
              {secret.value}
            </code>
            <Button variant="secondary" onClick={() => void copy(secret.value)}>
              {copied ? (
                <Check aria-hidden="true" className="size-4" />
              ) : (
                <Copy aria-hidden="true" className="size-4" />
              )}
              {copied ? "Copied" : "Copy"}
            </Button>
          </div>
        </section>
      ) : null}

      <section aria-labelledby="key-list-title">
        <h2 id="key-list-title" className="text-lg font-semibold text-ink">
          Your keys ({active.length} active)
        </h2>
        {list.keys.length === 0 ? (
          <p className="mt-3 text-ink-soft">No keys yet.</p>
        ) : (
          <ul className="mt-4 divide-y divide-line overflow-hidden rounded-card border border-line bg-surface">
            {list.keys.map((key) => (
              <li
                key={key.id}
                className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:gap-6 sm:p-5"
              >
                <div className="min-w-0 flex-1">
                  <p className="font-semibold break-words text-ink">{key.name}</p>
                  <p className="mt-1 font-mono text-sm text-ink-soft">{key.prefix}…</p>
                </div>
                <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
                  <div>
                    <dt className="text-ink-muted">Last used</dt>
                    <dd className="text-ink">{moment(key.lastUsedAt)}</dd>
                  </div>
                  <div>
                    <dt className="text-ink-muted">This month</dt>
                    <dd className="text-ink">{`${formatCount(key.callsThisMonth)} call${key.callsThisMonth === 1 ? "" : "s"}`}</dd>
                  </div>
                  <div>
                    <dt className="text-ink-muted">Created</dt>
                    <dd className="text-ink">{moment(key.createdAt)}</dd>
                  </div>
                </dl>
                {key.revokedAt ? (
                  <span className="text-sm font-medium text-ink-muted">Revoked</span>
                ) : (
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => revoke(key)}
                    aria-label={`Revoke ${key.name}`}
                  >
                    Revoke
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
