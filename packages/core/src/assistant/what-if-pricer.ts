import type { AnalysisResult } from "@faircarat/contracts";
import { toCents } from "@faircarat/contracts/numbers";
import { priceDiamond, type PriceRequest } from "@faircarat/pricing";
import type { PricingSnapshot } from "../analyses/market-pricing";
import { toAnalysisResult } from "../analyses/to-analysis-result";

export type Specs = AnalysisResult["specs"];
/** Prices other specs on the spot, as an analysis would; null while no market data is loaded. */
export type SpecPricer = (specs: Specs) => AnalysisResult | null;

/** The same engine call as createAnalysis, with the report's retailer and listed price. */
export function whatIfRequest(analysis: AnalysisResult, specs: Specs): PriceRequest {
  return {
    carat: specs.carat,
    color: specs.color as PriceRequest["color"],
    clarity: specs.clarity as PriceRequest["clarity"],
    cut: specs.cut as PriceRequest["cut"],
    shape: specs.shape as PriceRequest["shape"],
    retailer: analysis.retailer,
    // Analyses stored before prices were checked may hold $0: the engine takes no price then.
    listedPriceCents: toCents(analysis.listedPrice) >= 1 ? toCents(analysis.listedPrice) : null,
    valuationDate: analysis.basis.valuationDate,
  };
}

export function createSpecPricer(
  snapshot: PricingSnapshot | null,
  analysis: AnalysisResult,
): SpecPricer {
  return (specs) => {
    if (!snapshot) return null;
    const request = whatIfRequest(analysis, specs);
    const priced = priceDiamond(snapshot.model, snapshot.index, request, { comparables: 5 });
    return toAnalysisResult(priced, request.listedPriceCents ?? 0, {});
  };
}
