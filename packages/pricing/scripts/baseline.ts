import { defaultLayout } from "../src/features";
import { fitHedonic, hedonicRowsOf, predictLogPrice, type HedonicRow } from "../src/fit-hedonic";
import { weightedQuantile } from "../src/linear-algebra";
import type { DiamondSpecs } from "../src/types";

/**
 * The plain hedonic regression the issue compares against: the same features, listings pooled as
 * they come (no retailer terms, each row weighing the same), and a naive 80% interval from its
 * in-sample residuals.
 */
export function fitPooledBaseline(rows: readonly HedonicRow[]) {
  const coefficients = fitHedonic(hedonicRowsOf(rows), defaultLayout, {
    pooled: true,
    robustRounds: 0,
  });
  const terms = coefficients.retailers[0]!;
  const predict = (specs: DiamondSpecs) =>
    predictLogPrice(coefficients, terms, specs, defaultLayout);
  const residuals = rows.map((r) => r.logPrice - predict(r.specs));
  const ones = residuals.map(() => 1);
  const lowLog = weightedQuantile(residuals, ones, 0.1);
  const highLog = weightedQuantile(residuals, ones, 0.9);
  return (specs: DiamondSpecs) => {
    const log = predict(specs);
    return {
      predictedCents: Math.exp(log),
      lowCents: Math.exp(log + lowLog),
      highCents: Math.exp(log + highLog),
    };
  };
}
