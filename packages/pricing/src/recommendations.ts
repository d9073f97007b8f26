import type { AlternativeRecommendation } from "./alternatives";
import { formatUsd } from "./money";

export interface RecommendationContext {
  fairMarketValueCents: number;
  lowCents: number;
  highCents: number;
  listedPriceCents: number | null;
  retailer: string | null;
  expectedAtRetailerCents: number | null;
  isOverpriced: boolean | null;
  alternatives: AlternativeRecommendation[];
}

function percentDifference(value: number, reference: number): string {
  const percent = Math.round(((value - reference) / reference) * 100);
  return percent >= 0 ? `${percent}% above` : `${-percent}% below`;
}

/** Plain-English advice, most decisive first; every figure comes from the model. */
export function recommendations(context: RecommendationContext): string[] {
  const out: string[] = [];
  const { listedPriceCents: listed, fairMarketValueCents: fmv } = context;
  if (listed !== null) {
    out.push(`Listed at ${formatUsd(listed)}, ${percentDifference(listed, fmv)} the market value of ${formatUsd(fmv)}; 80% of listings of these specs sit between ${formatUsd(context.lowCents)} and ${formatUsd(context.highCents)}.`);
    if (context.isOverpriced) out.push("The price is above where 9 in 10 listings of these specs sit: ask for a better price or compare the listings below.");
    else if (listed < context.lowCents) out.push("The price is below where 9 in 10 listings of these specs sit: check the certificate and the return policy before buying.");
    if (context.retailer !== null && context.expectedAtRetailerCents !== null) {
      out.push(`${context.retailer} usually lists stones like this around ${formatUsd(context.expectedAtRetailerCents)}; this one is ${percentDifference(listed, context.expectedAtRetailerCents)} that.`);
    }
  }
  for (const alternative of [...context.alternatives].sort((a, b) => b.savingsCents - a.savingsCents)) {
    const basis = alternative.nearbyListings > 0 ? ` (${alternative.nearbyListings.toLocaleString("en-US")} listings near those specs)` : "";
    out.push(`${describeChange(alternative)} would save about ${formatUsd(alternative.savingsCents)}${basis}.`);
  }
  return out;
}

function describeChange(alternative: AlternativeRecommendation): string {
  switch (alternative.kind) {
    case "color":
      return `Dropping one color grade to ${alternative.specs.color}`;
    case "clarity":
      return `Dropping one clarity grade to ${alternative.specs.clarity}`;
    case "size":
      return `Choosing ${alternative.specs.carat} ct instead`;
    case "retailer":
      return `Buying the same specs at ${alternative.retailer}`;
  }
}
