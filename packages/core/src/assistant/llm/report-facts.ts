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
    comparableListings: a.comparableListings.map((c) => ({
      source: c.source,
      price: c.price,
      specs: c.specs,
      observedOn: c.observedOn,
    })),
    alternatives: a.alternativeRecommendations.map((alt) => ({
      specs: alt.specs,
      estimatedPrice: alt.estimatedPrice,
      savings: alt.savings,
    })),
    recommendations: a.recommendations,
    marketTrend: a.marketTrend,
    warnings: a.warnings,
    // What the stone is: GIA's tier and the grades it covers, the cut and spread check, the report
    // and its growth and treatment flags.
    assessment: a.assessment ? { result: a.assessment.result, note: a.assessment.note } : undefined,
    cutCheck: a.cutCheck,
    stone: a.stone,
    // What the same specs list for as a natural diamond, from natural listings (decision 057).
    naturalEquivalent: a.naturalEquivalent,
  };
}

/** Every dollar amount the report and the tool results hold, in whole dollars. */
export function allowedAmounts(values: unknown[]): Set<number> {
  const amounts = new Set<number>();
  const visit = (value: unknown) => {
    if (typeof value === "number") amounts.add(Math.round(Math.abs(value)));
    else if (typeof value === "string")
      for (const figure of moneyFigures(value)) amounts.add(figure);
    else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === "object") Object.values(value).forEach(visit);
  };
  values.forEach(visit);
  return amounts;
}

const amount = String.raw`(\d[\d,]*(?:\.\d+)?)(\s?[kKmM]\b)?`;
/** "$4,213", "$ **4,213**", "USD 4,213", "$3.2K", "4,213 dollars", "4,213 USD". */
const moneyPatterns = [
  new RegExp(String.raw`(?:\$|\bUSD)[\s*]*${amount}`, "g"),
  new RegExp(String.raw`${amount}[\s*]*(?:dollars?|USD)\b`, "gi"),
];

/** The dollar figures a text states, whatever way they are written. */
export function moneyFigures(text: string): number[] {
  const found = new Map<number, number>();
  for (const pattern of moneyPatterns) {
    for (const match of text.matchAll(pattern)) {
      const base = Number((match[1] ?? "").replace(/,/g, ""));
      const unit = match[2]?.trim().toLowerCase();
      found.set(
        match.index + match[0].indexOf(match[1] ?? ""),
        Math.round(base * (unit === "k" ? 1_000 : unit === "m" ? 1_000_000 : 1)),
      );
    }
  }
  // Keyed by where the number starts, so "$4,213 USD" counts once.
  return [...found.entries()].sort(([a], [b]) => a - b).map(([, figure]) => figure);
}

/**
 * True when every dollar figure in the reply is one the report or a tool result states (within $1
 * of rounding).
 */
export function figuresAreGrounded(reply: string, allowed: Set<number>): boolean {
  return moneyFigures(reply).every(
    (figure) => allowed.has(figure) || allowed.has(figure - 1) || allowed.has(figure + 1),
  );
}
