import type { AlternativeRow } from "@faircarat/contracts/report-model";
import { formatDollars } from "@faircarat/contracts/figures";
import type { ReportHeading } from "./report-heading";

/** Nearby specs (or retailers) that cost less, with the engine's reason for each. */
export function AlternativeList({
  items,
  headingLevel: Heading = "h4",
}: {
  items: readonly AlternativeRow[];
  headingLevel?: ReportHeading;
}) {
  if (items.length === 0) return null;
  return (
    <div>
      <Heading className="text-sm font-semibold text-ink">Alternatives to consider</Heading>
      <ul className="mt-2 grid gap-3 sm:grid-cols-2">
        {items.map((item) => (
          <li key={item.reason} className="rounded-control border border-line p-3 text-sm">
            <p className="flex items-baseline justify-between gap-2">
              <span className="font-semibold text-ink">{item.specs}</span>
              <span className="shrink-0 tabular-nums text-ink">
                {formatDollars(item.estimatedPrice)}
              </span>
            </p>
            <p className="mt-1 text-savings">Saves about {formatDollars(item.savings)}</p>
            <p className="mt-1 text-ink-soft">{item.reason}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
