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

function quantileBounds(residuals: number[], weights: number[]): { lowLog: number; highLog: number } {
  const tail = (1 - intervalCoverage) / 2;
  return {
    lowLog: Math.min(0, weightedQuantile(residuals, weights, tail) || 0),
    highLog: Math.max(0, weightedQuantile(residuals, weights, 1 - tail) || 0),
  };
}
