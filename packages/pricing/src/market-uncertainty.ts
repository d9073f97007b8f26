import type { MarketView } from "./market-curves";
import { normalCdf } from "./market-mixture";
import type { ConfidenceCalibration, PricingModel } from "./model";
import { extrapolation } from "./support";
import type { Projection } from "./time-index";
import type { DiamondSpecs } from "./types";

/** Log uncertainty added when a shape is priced from a stand-in. */
const standInSpread = 0.25;
/** Log spread per unit of extrapolation distance (25% in carat or one grade beyond the data). */
const extrapolationSpread = 0.08;

/**
 * What the interval and the confidence add for specs outside the data, a stand-in shape and the
 * months past the data.
 */
export function extraSpreadAt(
  model: PricingModel,
  priced: DiamondSpecs,
  projection: Pick<Projection, "extraLogSpread">,
  standIn: boolean,
): number {
  return Math.hypot(
    extrapolation(model, priced).distance * extrapolationSpread,
    standIn ? standInSpread : 0,
    projection.extraLogSpread,
  );
}

/**
 * The confidence is the probability that the typical asking price lies within this share of the
 * fair market value.
 */
export const confidenceTolerance = 0.1;
/**
 * Even perfectly agreeing retailers leave this much log uncertainty in their typical price (grids,
 * rounding, timing).
 */
const fairValueFloor = 0.02;
/** Variance of a median over the variance of one draw, for many normal draws (pi / 2). */
const medianVarianceFactor = Math.PI / 2;
/**
 * What a few agreeing retailers cannot rule out: retailers' price levels for the same stone differ
 * by about this much in log terms across the feeds (value to premium), and two voters that happen
 * to agree say little about a third. It counts as this many voters' worth of disagreement.
 */
const priorRetailerSpread = 0.35;
const priorVoters = 2;

/**
 * The engine's own log uncertainty of the fair market value: how much the retailers near these
 * specs disagree, over how many of them have a say, plus what extrapolation, a borrowed shape and
 * time add. Its scale is set on held-out data (`uncertaintyScale`).
 */
export function fairValueUncertainty(
  view: Pick<MarketView, "disagreement" | "effectiveVoters">,
  extraLogSpread: number,
): number {
  const voters = Math.max(1, view.effectiveVoters);
  const disagreement2 =
    (voters * view.disagreement ** 2 + priorVoters * priorRetailerSpread ** 2) /
    (voters + priorVoters);
  const sampling = (medianVarianceFactor * disagreement2) / voters;
  return Math.sqrt(sampling + fairValueFloor ** 2 + extraLogSpread ** 2);
}

/** P(|error| <= tolerance) for a normal log error of the given scale. */
export function confidenceFromUncertainty(
  logUncertainty: number,
  uncertaintyScale: number,
): number {
  const limit = Math.log1p(confidenceTolerance);
  const sd = Math.max(1e-6, logUncertainty * uncertaintyScale);
  const probability = 2 * normalCdf(limit / sd) - 1;
  return Math.round(Math.min(0.99, Math.max(0, probability)) * 1000) / 1000;
}

/** The confidence a report states: the engine's uncertainty at the scale set on held-out data. */
export function statedConfidence(
  logUncertainty: number,
  calibration: Pick<ConfidenceCalibration, "uncertaintyScale">,
): number {
  return confidenceFromUncertainty(logUncertainty, calibration.uncertaintyScale);
}
