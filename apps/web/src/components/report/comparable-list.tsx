import type { AnalysisResult } from "@faircarat/contracts";
import { formatDollars } from "@faircarat/contracts/numbers";
import { ExternalLink } from "lucide-react";
import { describeSpecs, formatDate } from "@/lib/format";

/** How many comparable listings a report shows (spec section 9). */
export const COMPARABLES_SHOWN = 3;

type Comparable = AnalysisResult["comparableListings"][number];

interface ComparableListProps {
  items: readonly Comparable[];
  headingLevel?: "h3" | "h4" | "h5";
}

/** Up to three similar listings: where, what, and for how much (linked when we know the page). */
export function ComparableList({ items, headingLevel: Heading = "h4" }: ComparableListProps) {
  const shown = items.slice(0, COMPARABLES_SHOWN);
  if (shown.length === 0) return null;
  return (
    <div>
      <Heading className="text-sm font-semibold text-ink">Comparable listings</Heading>
      <ul className="mt-2 divide-y divide-line rounded-control border border-line">
        {shown.map((item, index) => (
          <li key={`${item.source}-${item.url ?? index}`} className="flex items-center justify-between gap-3 p-3 text-sm">
            <div className="min-w-0">
              <p className="font-medium text-ink">
                {item.url ? (
                  <a
                    href={item.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-1 text-primary-strong underline hover:text-primary"
                  >
                    {item.source}
                    <ExternalLink aria-hidden="true" className="size-3.5" />
                    <span className="sr-only">(opens in a new tab)</span>
                  </a>
                ) : (
                  item.source
                )}
              </p>
              <p className="text-xs text-ink-muted">
                {describeSpecs(item.specs)} · seen {formatDate(item.observedOn)}
              </p>
            </div>
            <p className="shrink-0 font-semibold tabular-nums text-ink">{formatDollars(item.price)}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
