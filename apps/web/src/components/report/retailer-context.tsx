import type { AnalysisResult } from "@faircarat/contracts";
import { evidenceSuffix, marketPosition } from "@faircarat/contracts/evidence-texts";
import { formatDollars } from "@faircarat/contracts/figures";

type RetailerFields = Pick<AnalysisResult, "retailer" | "expectedAtRetailer" | "retailerContext">;

/**
 * Where the listing's retailer sits for these specs, and what that rests on: "Ritani: usually about
 * $1,240 for these specs (published index, July 2026, 1,506 listings), a value retailer at 0.6x
 * the market" (contracts' evidence-texts, which the PDF writes too). Older analyses only know the
 * retailer's usual price.
 */
export function RetailerContext({ analysis }: { analysis: RetailerFields }) {
  const context = analysis.retailerContext;
  if (context) {
    return (
      <p className="text-sm text-ink-soft">
        {context.retailer}: usually about{" "}
        <strong className="text-ink">{formatDollars(context.usualPrice)}</strong> for these specs
        {evidenceSuffix(context.evidence)}, {marketPosition(context)}.
      </p>
    );
  }
  if (analysis.retailer && analysis.expectedAtRetailer !== null) {
    return (
      <p className="text-sm text-ink-soft">
        {analysis.retailer}: usually about{" "}
        <strong className="text-ink">{formatDollars(analysis.expectedAtRetailer)}</strong> for these
        specs.
      </p>
    );
  }
  return null;
}
