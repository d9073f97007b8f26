import type { RetailerPriceRow } from "@faircarat/contracts/report-model";
import { formatDollars } from "@faircarat/contracts/figures";
import type { ReportHeading } from "./report-heading";

/**
 * Each retailer with prices near these specs: its usual price and what it rests on, its own
 * listings of a day or a published index's edition; the listing's own retailer is marked.
 */
export function RetailerPriceList({
  items,
  headingLevel: Heading = "h4",
}: {
  items: readonly RetailerPriceRow[];
  headingLevel?: ReportHeading;
}) {
  if (items.length === 0) return null;
  return (
    <div>
      <Heading className="text-sm font-semibold text-ink">Usual price at each retailer</Heading>
      <ul className="mt-2 space-y-1 text-sm text-ink-soft">
        {items.map((item) => (
          <li key={item.retailer}>
            <span className="font-medium text-ink">{item.retailer}</span>
            {item.isListingRetailer ? " (this listing's retailer)" : ""}: usually about{" "}
            <strong className="tabular-nums text-ink">{formatDollars(item.usualPrice)}</strong> for
            these specs
            {item.evidence ? <span className="text-ink-muted"> ({item.evidence})</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
