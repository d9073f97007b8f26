import { fairMarketLogPrice, retailerLogPrices } from "./fair-market-value";
import type { FeatureLayout } from "./features";
import { fitHedonic, type HedonicOptions, type HedonicRow } from "./fit-hedonic";
import { median, weightedQuantile } from "./linear-algebra";
import type { HeldOutFold, IntervalCalibration } from "./model";

export const intervalCoverage = 0.8;

/**
 * The 80% interval for where listings of given specs sit, as log offsets from FMV. Each retailer
 * in turn is held out, FMV is refitted from the others, and the held-out listings' residuals are
 * pooled with each retailer weighing the same. In-sample residuals would understate the spread:
 * there the listing's own retailer helped set the FMV.
 */
export function calibrateInterval(rows: readonly HedonicRow[], layout: FeatureLayout, options: HedonicOptions = {}): IntervalCalibration {
  const retailers = [...new Set(rows.map((r) => r.retailer))].sort();
  if (retailers.length < 2) return inSampleInterval(rows, layout, options);

  const residuals: number[] = [];
  const weights: number[] = [];
  const folds: HeldOutFold[] = [];
  for (const heldOut of retailers) {
    const coefficients = fitHedonic(rows.filter((r) => r.retailer !== heldOut), layout, options);
    const test = rows.filter((r) => r.retailer === heldOut);
    const foldResiduals = test.map((r) => r.logPrice - fairMarketLogPrice(retailerLogPrices(coefficients, layout, r.specs)));
    residuals.push(...foldResiduals);
    weights.push(...foldResiduals.map(() => 1 / test.length));
    folds.push({ retailer: heldOut, listings: test.length, medianLogResidual: median(foldResiduals) });
  }
  return { ...quantileBounds(residuals, weights), method: "leave-one-retailer-out", folds };
}

function inSampleInterval(rows: readonly HedonicRow[], layout: FeatureLayout, options: HedonicOptions): IntervalCalibration {
  const coefficients = fitHedonic(rows, layout, options);
  const residuals = rows.map((r) => r.logPrice - fairMarketLogPrice(retailerLogPrices(coefficients, layout, r.specs)));
  return { ...quantileBounds(residuals, residuals.map(() => 1)), method: "in-sample (one retailer only)", folds: [] };
}

/**
 * Split-conformal quantiles with the finite-sample correction: the upper bound sits at level
 * (1 - tail)(1 + 1/n) of the residuals and the lower one symmetrically, so that a new listing
 * exchangeable with the n held-out ones falls inside with probability at least 80%. With unequal
 * weights n is Kish's effective sample size, (sum w)^2 / sum w^2: with each retailer weighing the
 * same, a 500-row retailer counts for little more than its share.
 */
export function quantileBounds(residuals: number[], weights: number[]): { lowLog: number; highLog: number } {
  const tail = (1 - intervalCoverage) / 2;
  const total = weights.reduce((s, w) => s + w, 0);
  const effective = total ** 2 / Math.max(weights.reduce((s, w) => s + w * w, 0), Number.MIN_VALUE);
  const upperLevel = Math.min(1, (1 - tail) * (1 + 1 / Math.max(effective, 1)));
  return {
    lowLog: Math.min(0, weightedQuantile(residuals, weights, 1 - upperLevel) || 0),
    highLog: Math.max(0, weightedQuantile(residuals, weights, upperLevel) || 0),
  };
}
