export interface ConfidenceInputs {
  /** Current listings of the same shape within 10% in carat and one grade of color and clarity. */
  nearbyListings: number;
  nearbyRetailers: number;
  /** Calibrated interval width over this request's (widened when extrapolating): 1 inside the data. */
  widthRatio: number;
  /** Mean age of the nearby listings at the valuation date. */
  meanAgeDays: number;
}

/**
 * Confidence in [0, 0.95]: the product of four factors, each in [0, 1]:
 * - density 1 - exp(-n/10): about 0.63 with 10 similar listings, 0.99 with 50;
 * - retailer coverage sqrt(min(1, retailers listing similar stones / 3)): a cross-retailer value
 *   that rests on one retailer's feed is a guess about the others (0.58 with one, 0.82 with two);
 * - width ratio: falls as the interval widens outside the data (8 ct, an unlisted shape or grade);
 * - freshness 0.5^(age/365): data a year old counts half.
 * It is capped at 0.95 because even dense data only says where asking prices sit, not what a stone
 * is worth to a buyer.
 */
export const retailersForFullCoverage = 3;

export function confidenceScore(inputs: ConfidenceInputs): number {
  const density = 1 - Math.exp(-Math.max(0, inputs.nearbyListings) / 10);
  const coverage = Math.sqrt(Math.min(1, Math.max(0, inputs.nearbyRetailers) / retailersForFullCoverage));
  const width = Math.min(1, Math.max(0, inputs.widthRatio));
  const freshness = 0.5 ** (Math.max(0, inputs.meanAgeDays) / 365);
  const score = 0.95 * density * coverage * width * freshness;
  return Number.isFinite(score) ? Math.round(score * 1000) / 1000 : 0;
}
