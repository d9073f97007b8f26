import type { AnalysisResult } from "@faircarat/contracts";
import { toCents } from "@faircarat/contracts/numbers";
import type { CheapestComparable } from "./evaluate-alerts";

export type PricePointSource = "analysis" | "reprice" | "listing";

/** A price path point's figures, in cents, from an analysis result. */
export function pointFigures(analysis: AnalysisResult) {
  const cheapest = cheapestComparable(analysis);
  return {
    fairValueCents: toCents(analysis.fairMarketValue),
    lowCents: toCents(analysis.low),
    highCents: toCents(analysis.high),
    listedPriceCents: toCents(analysis.listedPrice),
    cheapestComparableCents: cheapest?.priceCents ?? null,
    cheapest,
  };
}

/** The cheapest comparable listing the pricing showed; null when it showed none. */
export function cheapestComparable(analysis: AnalysisResult): CheapestComparable | null {
  let best: CheapestComparable | null = null;
  for (const c of analysis.comparableListings) {
    const priceCents = toCents(c.price);
    if (!best || priceCents < best.priceCents) best = { priceCents, source: c.source, url: c.url };
  }
  return best;
}
