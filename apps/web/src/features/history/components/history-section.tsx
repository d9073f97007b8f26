import { useState } from "react";
import type { AnalysisRecord } from "@faircarat/contracts";
import { RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { useHistory } from "../hooks/use-history";
import { HistoryEmpty } from "./history-empty";
import { HistoryItem } from "./history-item";
import { TrackedDiamonds } from "./tracked-diamonds";

interface HistorySectionProps {
  userId: string;
  /**
   * The expanded analysis, or null when all are collapsed (the page offers that analysis's chat).
   */
  onExpandedChange?: (record: AnalysisRecord | null) => void;
}

/** #history: the signed-in user's past analyses, one expanded at a time. */
export function HistorySection({ userId, onExpandedChange }: HistorySectionProps) {
  const history = useHistory(userId);
  // Links made before reports had their own page (extension 1.0's "Open the full report") read
  // /?analysis=<id>#history: that one opens.
  const [expandedId, setExpandedId] = useState<string | null>(() =>
    new URLSearchParams(window.location.search).get("analysis"),
  );
  const records = history.data;

  return (
    <section id="history" aria-labelledby="history-title" className="py-16 sm:py-20">
      <div className="page-container">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide text-primary">History</p>
            <h2 id="history-title" className="mt-2 text-3xl font-bold tracking-tight text-ink">
              Your Analysis History
            </h2>
          </div>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void history.refetch()}
            disabled={history.isFetching}
          >
            <RefreshCw aria-hidden="true" className={cn(history.isFetching && "animate-spin")} />
            Refresh
          </Button>
        </div>
        <TrackedDiamonds userId={userId} />
        <div className="mt-8" aria-live="polite" aria-busy={history.isPending}>
          {history.isPending ? <p className="text-ink-muted">Loading your analyses...</p> : null}
          {history.isError && !records ? (
            <p className="text-ink-soft">
              Your history could not be loaded. Try Refresh in a moment.
            </p>
          ) : null}
          {records && records.length === 0 ? <HistoryEmpty /> : null}
          {records && records.length > 0 ? (
            <ul className="space-y-4">
              {records.map((record) => (
                <HistoryItem
                  key={record.id}
                  record={record}
                  userId={userId}
                  expanded={expandedId === record.id}
                  onToggle={() => {
                    const next = expandedId === record.id ? null : record.id;
                    setExpandedId(next);
                    onExpandedChange?.(next === null ? null : record);
                  }}
                />
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </section>
  );
}
