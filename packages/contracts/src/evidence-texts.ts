import type { AnalysisResult, PriceEvidence } from "./analysis";
import { formatCount, formatDate, formatDollars, formatEdition } from "./figures";

/*
 * What a retailer's usual price rests on, in the words of the web report and the PDF alike. Type
 * imports only: the report's pages load no zod (decision 010).
 */

type Basis = Pick<AnalysisResult["basis"], "listings" | "retailers" | "indexDate">;
type RetailerContext = NonNullable<AnalysisResult["retailerContext"]>;
type RetailerPrice = Pick<
  NonNullable<AnalysisResult["retailerPrices"]>[number],
  "retailer" | "usualPrice"
> & { evidence?: PriceEvidence | undefined };

/**
 * What the value stands on: "23,984 listings from 3 retailers", or once a published index is a
 * source "42,760 listings and a published price index, covering 11 retailers", as a retailer the
 * index alone names (Ritani, Blue Nile) has no listings of ours.
 */
export function basisSources({ listings, retailers, indexDate }: Basis): string {
  const count = `${retailers.length} ${retailers.length === 1 ? "retailer" : "retailers"}`;
  return indexDate
    ? `${formatCount(listings)} listings and a published price index, covering ${count}`
    : `${formatCount(listings)} listings from ${count}`;
}

/** "listings of Apr 23, 2026" or "published index, July 2026, 1,506 listings". */
export function describeEvidence(evidence: PriceEvidence): string {
  if (evidence.kind === "listings") return `listings of ${formatDate(evidence.asOf)}`;
  return `published index, ${formatEdition(evidence.edition)}, ${formatCount(evidence.listings)} listings`;
}

/**
 * " (published index, July 2026, 1,506 listings)", or nothing for an analysis stored before
 * evidence was kept.
 */
export function evidenceSuffix(evidence: PriceEvidence | undefined): string {
  return evidence ? ` (${describeEvidence(evidence)})` : "";
}

/** "a premium retailer at 1.4x the market" */
export function marketPosition({
  tier,
  ratioToMarket,
}: Pick<RetailerContext, "tier" | "ratioToMarket">): string {
  return `a ${tier} retailer at ${ratioToMarket.toFixed(1)}x the market`;
}

/** "Ritani: usually about $1,240 for these specs (published index, July 2026, 1,506 listings)" */
export function retailerPriceLine(price: RetailerPrice): string {
  return `${price.retailer}: usually about ${formatDollars(price.usualPrice)} for these specs${evidenceSuffix(price.evidence)}`;
}
