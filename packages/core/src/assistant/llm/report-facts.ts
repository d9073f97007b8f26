import type { AnalysisResult } from "@faircarat/contracts";

/** The report as the model sees it: figures in whole dollars, each with its basis. */
export function reportFacts(a: AnalysisResult) {
  return {
    specs: a.specs,
    listedPrice: a.listedPrice,
    fairMarketValue: a.fairMarketValue,
    interval80: { low: a.low, high: a.high },
    savingsAmount: a.savingsAmount,
    markupPercentage: a.markupPercentage,
    isOverpriced: a.isOverpriced,
    confidence: a.confidence,
    pricePerCarat: a.pricePerCarat,
    retailer: a.retailer,
    expectedAtRetailer: a.expectedAtRetailer,
    basis: a.basis,
    comparableListings: a.comparableListings.map((c) => ({ source: c.source, price: c.price, specs: c.specs, observedOn: c.observedOn })),
    alternatives: a.alternativeRecommendations.map((alt) => ({ specs: alt.specs, estimatedPrice: alt.estimatedPrice, savings: alt.savings })),
    recommendations: a.recommendations,
    marketTrend: a.marketTrend,
    warnings: a.warnings,
  };
}

/** Every dollar amount the report and the tool results hold, in whole dollars. */
export function allowedAmounts(values: unknown[]): Set<number> {
  const amounts = new Set<number>();
  const visit = (value: unknown) => {
    if (typeof value === "number") amounts.add(Math.round(Math.abs(value)));
    else if (typeof value === "string") for (const figure of moneyFigures(value)) amounts.add(figure);
    else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === "object") Object.values(value).forEach(visit);
  };
  values.forEach(visit);
  return amounts;
}

/** The dollar figures a text states ("$4,213", "$4.2K" is not accepted as a figure form). */
export function moneyFigures(text: string): number[] {
  return [...text.matchAll(/\$\s?(\d[\d,]*(?:\.\d+)?)(\s?[kKmM]\b)?/g)].map((match) => {
    const base = Number((match[1] ?? "").replace(/,/g, ""));
    const scale = match[2]?.trim().toLowerCase() === "k" ? 1_000 : match[2]?.trim().toLowerCase() === "m" ? 1_000_000 : 1;
    return Math.round(base * scale);
  });
}

/** True when every dollar figure in the reply is one the report or a tool result states (within $1 of rounding). */
export function figuresAreGrounded(reply: string, allowed: Set<number>): boolean {
  return moneyFigures(reply).every((figure) => allowed.has(figure) || allowed.has(figure - 1) || allowed.has(figure + 1));
}
