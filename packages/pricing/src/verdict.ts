/**
 * One rule for the overpriced flag, the banner and the toast, from the listing's position against
 * the market and against its own retailer's usual price for the specs (docs/pricing.md, "Verdict").
 * Ordered from the buyer's best case to the worst; a higher listed price never moves up this list.
 */
export const verdicts = [
  "below-market",
  "fair",
  "too-little-data",
  "above-market",
  "overpriced",
] as const;
export type Verdict = (typeof verdicts)[number];

export interface VerdictInputs {
  listedPriceCents: number;
  fairMarketValueCents: number;
  highCents: number;
  confidence: number;
  /** The listing's own retailer's usual price for the specs, where its data are near them. */
  usualAtRetailerCents: number | null;
}

/**
 * At or above this markup over the fair market value a listing is overpriced, whatever the spread.
 */
export const overpricedMarkup = 0.25;
/** Beyond this markup (either way) a listing is above or below the market rather than at it. */
export const marketBand = 0.1;
/**
 * Asking this much over its own retailer's usual price, and above the market, is overpriced too.
 */
export const overRetailerUsual = 0.2;
/** Below this confidence the market value is too uncertain to call a price fair. */
export const judgeableConfidence = 0.1;

export function judgeListing(inputs: VerdictInputs): { verdict: Verdict; isOverpriced: boolean } {
  const markup = inputs.listedPriceCents / inputs.fairMarketValueCents - 1;
  const overUsual =
    inputs.usualAtRetailerCents !== null &&
    inputs.listedPriceCents >= inputs.usualAtRetailerCents * (1 + overRetailerUsual);
  // Above the range's high end alone is not enough: where one retailer with a tight spread has the
  // say (3-4.76 ct rounds), the high end sits 6-8% over the fair value, and a listing within the
  // market band is at the market by this rule's own measure.
  const aboveRange = inputs.listedPriceCents > inputs.highCents && markup > marketBand;
  if (aboveRange || markup >= overpricedMarkup || (overUsual && markup > marketBand))
    return { verdict: "overpriced", isOverpriced: true };
  if (inputs.confidence < judgeableConfidence)
    return { verdict: "too-little-data", isOverpriced: false };
  if (markup > marketBand) return { verdict: "above-market", isOverpriced: false };
  if (markup < -marketBand) return { verdict: "below-market", isOverpriced: false };
  return { verdict: "fair", isOverpriced: false };
}
