import type { AnalysisResult } from "@faircarat/contracts";
import { formatDollars } from "@faircarat/contracts/numbers";

type RetailerFields = Pick<AnalysisResult, "retailer" | "expectedAtRetailer" | "retailerContext">;

/** "a premium retailer, 1.4x the market" */
function marketPosition({ tier, ratioToMarket }: NonNullable<AnalysisResult["retailerContext"]>): string {
  return `a ${tier} retailer, ${ratioToMarket.toFixed(1)}x the market`;
}

/**
 * Where the listing's retailer sits for these specs: "James Allen usually lists these specs around
 * $1,109: a premium retailer, 1.4x the market". Older analyses only know the retailer's usual price.
 */
export function RetailerContext({ analysis }: { analysis: RetailerFields }) {
  const context = analysis.retailerContext;
  if (context) {
    return (
      <p className="text-sm text-ink-soft">
        {context.retailer} usually lists these specs around <strong className="text-ink">{formatDollars(context.usualPrice)}</strong>: {marketPosition(context)}.
      </p>
    );
  }
  if (analysis.retailer && analysis.expectedAtRetailer !== null) {
    return (
      <p className="text-sm text-ink-soft">
        {analysis.retailer} usually lists these specs at about <strong className="text-ink">{formatDollars(analysis.expectedAtRetailer)}</strong>.
      </p>
    );
  }
  return null;
}
