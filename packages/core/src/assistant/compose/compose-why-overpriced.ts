import type { AnalysisResult } from "@faircarat/contracts";
import { formatDollars, formatPercentSize } from "@faircarat/contracts/figures";
import { basisOf, describeSpecs, valueWithRange } from "../format-figures";

const overpricedRule =
  "We flag a stone as overpriced when it is listed above the range where 80% of comparable listings sit, at 25% or more above its fair value, or well above what its own retailer usually asks for these specs while above the market.";

/** "Why is this diamond overpriced?": the verdict, the gap and what drives it, from the report. */
export function composeWhyOverpriced(a: AnalysisResult): string {
  const specs = describeSpecs(a.specs);
  const gap = a.listedPrice - a.fairMarketValue;
  const lines: string[] = [];
  if (a.isOverpriced && a.listedPrice > a.high) {
    lines.push(
      `This ${specs} is listed at **${formatDollars(a.listedPrice)}**, above the top of its market range. Its fair market value is ${valueWithRange(a)}, ${basisOf(a.basis)}.`,
      `The listed price is ${formatDollars(gap)} (${formatPercentSize(a.markupPercentage)}) above fair value. ${overpricedRule} Most listings of these specs cost less.`,
    );
  } else if (a.isOverpriced) {
    lines.push(
      `This ${specs} is listed at **${formatDollars(a.listedPrice)}**, ${formatDollars(gap)} (${formatPercentSize(a.markupPercentage)}) above its fair market value of ${valueWithRange(a)}, ${basisOf(a.basis)}.`,
      `${overpricedRule} This one is flagged for how far it sits above the fair value or its retailer's usual price, though the dearest similar listings ask as much.`,
    );
  } else if (gap > 0) {
    lines.push(
      `This ${specs} is not flagged as overpriced. It is listed at **${formatDollars(a.listedPrice)}**, ${formatDollars(gap)} (${formatPercentSize(a.markupPercentage)}) above its fair market value of ${valueWithRange(a)}, but still inside the market range (${basisOf(a.basis)}).`,
    );
  } else {
    lines.push(
      `This ${specs} is not overpriced: it is listed at **${formatDollars(a.listedPrice)}**, ${formatDollars(-gap)} (${formatPercentSize(a.markupPercentage)}) below its fair market value of ${valueWithRange(a)}, ${basisOf(a.basis)}.`,
    );
  }
  if (a.retailer && a.expectedAtRetailer !== null) {
    lines.push(
      `Stones like this one typically list around ${formatDollars(a.expectedAtRetailer)} at ${a.retailer}, so part of any premium is the retailer's own price level.`,
    );
  }
  const cheaper = a.comparableListings.filter((c) => c.price < a.listedPrice);
  if (cheaper.length > 0) {
    const count =
      cheaper.length === a.comparableListings.length
        ? `All ${cheaper.length}`
        : `${cheaper.length} of the ${a.comparableListings.length}`;
    // The results card shows the first three; the chat lists them all when asked.
    const shown = a.comparableListings.length > 3 ? " (the results card shows the first 3)" : "";
    lines.push(
      `${count} comparable listings we found cost less than this one${shown}; ask "What are the comparable listings?" to see them all.`,
    );
  }
  if (a.recommendations.length > 0)
    lines.push(
      ["What you can do:", ...a.recommendations.slice(0, 3).map((r) => `- ${r}`)].join("\n"),
    );
  return lines.join("\n\n");
}
