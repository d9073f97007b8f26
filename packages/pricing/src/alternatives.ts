import { clarities, colors, shiftGrade } from "./grades";
import { formatUsd } from "./money";
import type { DiamondSpecs } from "./types";

export interface AlternativeRecommendation {
  kind: "color" | "clarity" | "size" | "retailer";
  specs: DiamondSpecs;
  /** Present for a value-retailer suggestion. */
  retailer: string | null;
  estimatedPriceCents: number;
  /** Against the requested stone's fair market value. */
  savingsCents: number;
  /** Current listings near these alternative specs. */
  nearbyListings: number;
  reason: string;
}

export interface AlternativeContext {
  specs: DiamondSpecs;
  fairMarketValueCents: number;
  /** Fair market value of other specs. */
  valueOf: (specs: DiamondSpecs) => number;
  nearbyListingsOf: (specs: DiamondSpecs) => number;
  /** Near the requested specs. */
  nearbyListings: number;
  /** What each current retailer would usually ask for the requested specs. */
  retailerPrices: { retailer: string; expectedCents: number }[];
  requestedRetailer: string | null;
}

export const magicSizes = [1, 1.5, 2];

/** One grade of color or clarity down, just under a magic size, or the same specs at a value retailer. */
export function alternativeRecommendations(context: AlternativeContext): AlternativeRecommendation[] {
  const { specs, fairMarketValueCents } = context;
  const candidates: { kind: "color" | "clarity" | "size"; specs: DiamondSpecs; reason: (saving: number) => string }[] = [];
  const lowerColor = shiftGrade(colors, specs.color, 1);
  if (lowerColor) candidates.push({ kind: "color", specs: { ...specs, color: lowerColor }, reason: (s) => `One color grade lower (${specs.color} to ${lowerColor}) is hard to see once set and saves about ${formatUsd(s)}.` });
  const lowerClarity = shiftGrade(clarities, specs.clarity, 1);
  if (lowerClarity) candidates.push({ kind: "clarity", specs: { ...specs, clarity: lowerClarity }, reason: (s) => `One clarity grade lower (${specs.clarity} to ${lowerClarity}) is usually eye-clean at this size and saves about ${formatUsd(s)}.` });
  const magic = magicSizes.find((size) => specs.carat >= size && specs.carat < size + 0.2);
  if (magic) {
    const under = Math.round((magic - 0.05) * 100) / 100;
    candidates.push({ kind: "size", specs: { ...specs, carat: under }, reason: (s) => `Prices jump at ${magic} ct; a ${under} ct stone looks almost the same and saves about ${formatUsd(s)}.` });
  }
  const alternatives: AlternativeRecommendation[] = candidates.map((c) => {
    const estimatedPriceCents = context.valueOf(c.specs);
    const savingsCents = fairMarketValueCents - estimatedPriceCents;
    return { kind: c.kind, specs: c.specs, retailer: null, estimatedPriceCents, savingsCents, nearbyListings: context.nearbyListingsOf(c.specs), reason: c.reason(savingsCents) };
  });

  const cheapest = [...context.retailerPrices].sort((a, b) => a.expectedCents - b.expectedCents)[0];
  if (cheapest && cheapest.retailer !== context.requestedRetailer) {
    const savingsCents = fairMarketValueCents - cheapest.expectedCents;
    alternatives.push({
      kind: "retailer",
      specs,
      retailer: cheapest.retailer,
      estimatedPriceCents: cheapest.expectedCents,
      savingsCents,
      nearbyListings: context.nearbyListings,
      reason: `${cheapest.retailer} usually lists these specs for about ${formatUsd(cheapest.expectedCents)}, ${formatUsd(savingsCents)} under the market value.`,
    });
  }
  return alternatives.filter((a) => a.savingsCents > 0);
}
