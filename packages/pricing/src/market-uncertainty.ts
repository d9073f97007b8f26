import type { MarketView } from "./market-curves";
import { mixtureQuantile, normalCdf } from "./market-mixture";

/** The confidence is the probability that the typical asking price lies within this share of the fair market value. */
export const confidenceTolerance = 0.1;
/** Even perfectly agreeing retailers leave this much log uncertainty in their typical price (grids, rounding, timing). */
const fairValueFloor = 0.02;
/** Variance of a median over the variance of one draw, for many normal draws (pi / 2). */
const medianVarianceFactor = Math.PI / 2;

/**
 * The engine's own log uncertainty of the fair market value: how much the retailers near these
 * specs disagree, over how many of them have a say, plus what extrapolation, a borrowed shape and
 * time add. Its scale is set on held-out data (`uncertaintyScale`).
 */
export function fairValueUncertainty(view: Pick<MarketView, "disagreement" | "effectiveVoters">, extraLogSpread: number): number {
  const sampling = (medianVarianceFactor * view.disagreement ** 2) / Math.max(1, view.effectiveVoters);
  return Math.sqrt(sampling + fairValueFloor ** 2 + extraLogSpread ** 2);
}

/** P(|error| <= tolerance) for a normal log error of the given scale. */
export function confidenceFromUncertainty(logUncertainty: number, uncertaintyScale: number): number {
  const limit = Math.log1p(confidenceTolerance);
  const sd = Math.max(1e-6, logUncertainty * uncertaintyScale);
  const probability = 2 * normalCdf(limit / sd) - 1;
  return Math.round(Math.min(0.99, Math.max(0, probability)) * 1000) / 1000;
}

/** The 80% interval for where listings of these specs sit (log prices at the data date). */
export function listingInterval(view: Pick<MarketView, "voters">, unseenRetailerSpread: number, extraLogSpread: number): { lowLog: number; highLog: number } {
  const spread = Math.hypot(unseenRetailerSpread, extraLogSpread);
  return { lowLog: mixtureQuantile(view.voters, 0.1, spread), highLog: mixtureQuantile(view.voters, 0.9, spread) };
}
