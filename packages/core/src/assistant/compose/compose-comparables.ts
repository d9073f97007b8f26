import type { AnalysisResult } from "@faircarat/contracts";
import { formatCount, formatDate, formatDollars } from "@faircarat/contracts/figures";
import { describeSpecs, dataDateOf } from "../format-figures";

/**
 * "What are the comparable listings?": the report's comparables with their source, price and date.
 */
export function composeComparables(a: AnalysisResult): string {
  if (a.comparableListings.length === 0) {
    return `The report holds no comparable listings for this ${describeSpecs(a.specs)}: the market data (${formatCount(a.basis.listings)} listings with market data of ${dataDateOf(a.basis)}) has none close enough. The fair value then rests on the pricing model alone, which is why the confidence is lower.`;
  }
  const items = a.comparableListings.map((c) => {
    const versus =
      c.price < a.listedPrice
        ? `, ${formatDollars(a.listedPrice - c.price)} less than this listing`
        : c.price > a.listedPrice
          ? `, ${formatDollars(c.price - a.listedPrice)} more than this listing`
          : "";
    return `- **${c.source}**: ${describeSpecs(c.specs)} at ${formatDollars(c.price)} (seen ${formatDate(c.observedOn)}${versus})`;
  });
  return [
    `These are the ${a.comparableListings.length} market listings closest to your ${describeSpecs(a.specs)} (listed at ${formatDollars(a.listedPrice)}), out of ${formatCount(a.basis.nearbyListings)} nearby listings in ${formatCount(a.basis.listings)} with market data of ${dataDateOf(a.basis)}:`,
    items.join("\n"),
    "Comparable listings differ a little in grades or weight, so compare their specs as well as their prices.",
  ].join("\n\n");
}
