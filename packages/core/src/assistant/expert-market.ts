import type { AnalysisResult } from "@faircarat/contracts";
import { priceDiamond, type PriceResult, type PricingModel } from "@faircarat/pricing";
import type { PricingSnapshot } from "../analyses/market-pricing";
import { createSpecPricer, whatIfRequest, type SpecPricer } from "./what-if-pricer";

/**
 * The engine's answer for the report's specs, with the fit it came from (its index editions and
 * trend).
 */
export interface ReportQuote {
  result: PriceResult;
  model: PricingModel;
}

/** What the expert asks the engine, all on the one fit loaded when the chat opened. */
export interface ExpertMarket {
  /** Other specs priced as an analysis would (what-ifs). */
  price: SpecPricer;
  /**
   * The report's specs priced again with the request createAnalysis built, or with another retailer
   * named; null while no market data is loaded.
   */
  quote(retailer?: string): ReportQuote | null;
  /** Every retailer the fit knows by name, current or not: the names a question is read for. */
  retailers: readonly string[];
}

export function createExpertMarket(
  snapshot: PricingSnapshot | null,
  analysis: AnalysisResult,
): ExpertMarket {
  const quotes = new Map<string, ReportQuote>();
  return {
    price: createSpecPricer(snapshot, analysis),
    quote(retailer) {
      if (!snapshot) return null;
      const request = whatIfRequest(analysis, analysis.specs);
      const named = retailer ?? request.retailer ?? "";
      const cached = quotes.get(named);
      if (cached) return cached;
      // No comparables: these answers never list them, and finding them is most of the engine's
      // work.
      const result = priceDiamond(
        snapshot.model,
        snapshot.index,
        { ...request, retailer: named || null },
        { comparables: 0 },
      );
      const quote = { result, model: snapshot.model };
      quotes.set(named, quote);
      return quote;
    },
    retailers: snapshot ? snapshot.model.retailers.map((r) => r.retailer) : [],
  };
}
