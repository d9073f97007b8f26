import type { AnalysisResult } from "@faircarat/contracts";
import { evidenceSuffix } from "@faircarat/contracts/evidence-texts";
import { formatDollars } from "@faircarat/contracts/figures";

type HeadingLevel = "h3" | "h4" | "h5";

/**
 * Each retailer with prices near these specs: its usual price and what it rests on, its own
 * listings of a day or a published index's edition. Absent on analyses stored before it.
 */
export function RetailerPriceList({
  items,
  headingLevel: Heading = "h4",
}: {
  items: AnalysisResult["retailerPrices"];
  headingLevel?: HeadingLevel;
}) {
  if (!items || items.length === 0) return null;
  return (
    <div>
      <Heading className="text-sm font-semibold text-ink">Usual price at each retailer</Heading>
      <ul className="mt-2 space-y-1 text-sm text-ink-soft">
        {items.map((item) => (
          <li key={item.retailer}>
            <span className="font-medium text-ink">{item.retailer}</span>: usually about{" "}
            <strong className="tabular-nums text-ink">{formatDollars(item.usualPrice)}</strong> for
            these specs
            <span className="text-ink-muted">{evidenceSuffix(item.evidence)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
