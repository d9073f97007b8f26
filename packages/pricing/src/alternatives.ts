import { clarities, colors, shiftGrade } from "./grades";
import type { DiamondSpecs } from "./types";

export interface AlternativeRecommendation {
  kind: "color" | "clarity" | "size" | "retailer";
  specs: DiamondSpecs;
  /** Present for a value-retailer suggestion. */
  retailer: string | null;
  estimatedPriceCents: number;
  /**
   * A grade or size change: against the requested stone's fair market value (market to market).
   * A retailer: against the listed price when there is one (what the user would pay instead).
   */
  savingsCents: number;
  savingsAgainst: "market-value" | "listed-price";
  /** Current listings near these alternative specs. */
  nearbyListings: number;
  /** For a size suggestion: the magic size the stone sits just above. */
  magicSize: number | null;
}

export interface AlternativeContext {
  specs: DiamondSpecs;
  fairMarketValueCents: number;
  listedPriceCents: number | null;
  /** Fair market value of other specs. */
  valueOf: (specs: DiamondSpecs) => number;
  nearbyListingsOf: (specs: DiamondSpecs) => number;
  /** What each current retailer would usually ask for the requested specs... */
  retailerPrices: { retailer: string; expectedCents: number }[];
  /**
   * ...and how many listings like them (same shape, near carat and grades) each has: advice names
   * only a retailer that lists such stones.
   */
  listingsByRetailer: ReadonlyMap<string, number>;
  requestedRetailer: string | null;
}

export const magicSizes = [1, 1.5, 2];
/**
 * A retailer suggested as cheaper lists at least this many stones like the requested one (not a
 * price read off its other shapes).
 */
const minimumRetailerListings = 3;

/**
 * One grade of color or clarity down, just under a magic size, or the same specs at a value
 * retailer.
 */
export function alternativeRecommendations(
  context: AlternativeContext,
): AlternativeRecommendation[] {
  const { specs, fairMarketValueCents } = context;
  const candidates: {
    kind: "color" | "clarity" | "size";
    specs: DiamondSpecs;
    magicSize: number | null;
  }[] = [];
  const lowerColor = shiftGrade(colors, specs.color, 1);
  if (lowerColor)
    candidates.push({ kind: "color", specs: { ...specs, color: lowerColor }, magicSize: null });
  const lowerClarity = shiftGrade(clarities, specs.clarity, 1);
  if (lowerClarity)
    candidates.push({
      kind: "clarity",
      specs: { ...specs, clarity: lowerClarity },
      magicSize: null,
    });
  const magic = magicSizes.find((size) => specs.carat >= size && specs.carat < size + 0.2);
  if (magic)
    candidates.push({
      kind: "size",
      specs: { ...specs, carat: Math.round((magic - 0.05) * 100) / 100 },
      magicSize: magic,
    });
  const alternatives: AlternativeRecommendation[] = candidates.map((c) => {
    const estimatedPriceCents = context.valueOf(c.specs);
    const savingsCents = fairMarketValueCents - estimatedPriceCents;
    return {
      ...c,
      retailer: null,
      estimatedPriceCents,
      savingsCents,
      savingsAgainst: "market-value" as const,
      nearbyListings: context.nearbyListingsOf(c.specs),
    };
  });

  const cheapest = context.retailerPrices
    .filter((p) => (context.listingsByRetailer.get(p.retailer) ?? 0) >= minimumRetailerListings)
    .sort((a, b) => a.expectedCents - b.expectedCents)[0];
  if (cheapest && cheapest.retailer !== context.requestedRetailer) {
    const listed = context.listedPriceCents;
    alternatives.push({
      kind: "retailer",
      specs,
      retailer: cheapest.retailer,
      estimatedPriceCents: cheapest.expectedCents,
      savingsCents: (listed ?? fairMarketValueCents) - cheapest.expectedCents,
      savingsAgainst: listed === null ? "market-value" : "listed-price",
      nearbyListings: context.listingsByRetailer.get(cheapest.retailer)!,
      magicSize: null,
    });
  }
  return alternatives.filter((a) => a.savingsCents > 0);
}
