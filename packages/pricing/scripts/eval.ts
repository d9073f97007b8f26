/**
 * npm run pricing:eval: leave-one-retailer-out, within-retailer and time-ordered validation on the
 * market feeds (MARKET_FEEDS, default ../shared/data/market), against a pooled hedonic baseline.
 */
import { defaultLayout } from "../src/features";
import { fitHedonic, predictLogPrice } from "../src/fit-hedonic";
import { defaultDeviationPenalty, fitPricingModel, fitRetailerCurves, toHedonicRow } from "../src/fit-pricing-model";
import { createMarketIndex } from "../src/market-index";
import { priceDiamond } from "../src/price-diamond";
import { selectCurrent } from "../src/select-current";
import type { PricingListing } from "../src/types";
import { fitPooledBaseline } from "./baseline";
import { foldMetrics, formatRow, meanOfFolds, tableHeader, type Prediction } from "./eval-metrics";
import { loadMarketListings, newestObservation } from "./load-market";
import { marketMedianFolds } from "./market-median-fold";
import { monotonicityAudit } from "./monotonicity-audit";
import { newRetailerMetrics } from "./new-retailer-fold";

const { listings, source } = await loadMarketListings();
const valuationDate = newestObservation(listings);
const { current } = selectCurrent(listings, { valuationDate });
const retailers = [...new Set(current.map((l) => l.retailer))].sort();
console.log(`Market feeds: ${source}\nValuation date: ${valuationDate}; current lab listings: ${current.length} from ${retailers.join(", ")}\n`);

/** Our FMV and interval for held-out listings, from a model fitted on `train` only. */
function predictHeldOut(train: readonly PricingListing[], test: readonly PricingListing[], options: { valuationDate: string; maxAgeDays?: number }) {
  const model = fitPricingModel(train, options);
  const index = createMarketIndex(train, model);
  const baseline = fitPooledBaseline(selectCurrent(train, options).current.map(toHedonicRow));
  const ours: Prediction[] = [];
  const pooled: Prediction[] = [];
  for (const l of test) {
    const result = priceDiamond(model, index, l, { comparables: 0 });
    ours.push({ actualCents: l.priceCents, predictedCents: result.fairMarketValueCents, lowCents: result.lowCents, highCents: result.highCents });
    pooled.push({ actualCents: l.priceCents, ...baseline(result.specs) });
  }
  return { ours: foldMetrics(ours), pooled: foldMetrics(pooled), model, predictions: { ours, pooled } };
}

console.log("Cross-retailer: leave one retailer out (its listings vs the FMV of a model fitted without it)");
console.log(tableHeader);
const crossFolds = retailers.map((heldOut) => {
  const test = current.filter((l) => l.retailer === heldOut);
  const heldOutSet = new Set(test);
  const { ours, pooled, predictions } = predictHeldOut(listings.filter((l) => !heldOutSet.has(l)), test, { valuationDate });
  console.log(formatRow(`held out ${heldOut}`, ours, pooled));
  return { ours, pooled, predictions, heldOut };
});
console.log(formatRow("mean over folds, each retailer once", meanOfFolds(crossFolds.map((f) => f.ours)), meanOfFolds(crossFolds.map((f) => f.pooled))));
// How fragile the mean coverage is: the same folds with the interval's ends moved 5% in or out.
const scaledCoverage = (factor: number) =>
  meanOfFolds(crossFolds.map((f) => foldMetrics(f.predictions.ours.map((p) => ({ ...p, lowCents: p.lowCents! / factor, highCents: p.highCents! * factor }))))).coverage!;
console.log(`  coverage with both ends 5% tighter: ${(scaledCoverage(1 / 1.05) * 100).toFixed(1)}%, 5% wider: ${(scaledCoverage(1.05) * 100).toFixed(1)}%`);

console.log("\nCross-retailer: a new retailer with k listings (its level from k of its listings, the rest predicted; 20 draws)");
console.log(tableHeader);
for (const k of [5, 20]) {
  const folds = crossFolds.map((fold, f) => {
    const ours = newRetailerMetrics(fold.predictions.ours, k, 1000 * k + f);
    const pooled = newRetailerMetrics(fold.predictions.pooled, k, 1000 * k + f);
    console.log(formatRow(`k = ${k}, held out ${fold.heldOut}`, ours, pooled));
    return { ours, pooled };
  });
  console.log(formatRow(`k = ${k}, mean over folds`, meanOfFolds(folds.map((f) => f.ours)), meanOfFolds(folds.map((f) => f.pooled))));
}

const marketMedian = marketMedianFolds(current.map(toHedonicRow));
console.log("\nCross-retailer: held-out cells of like stones listed by every current retailer, vs the median over retailers of their $/ct");
console.log(tableHeader);
console.log(formatRow(`${marketMedian.cells} cells (5 folds)`, marketMedian.ours, marketMedian.pooled));

console.log("\nWithin retailer: 5-fold cross-validation over current listings (expected price at the listing's retailer)");
console.log(tableHeader);
const rows = current.map(toHedonicRow);
const perRetailer = new Map<string, { ours: Prediction[]; fmvCurves: Prediction[]; pooled: Prediction[] }>();
for (let fold = 0; fold < 5; fold++) {
  const inFold = (i: number) => (i * 2654435761) % 5 === fold;
  const train = rows.filter((_, i) => !inFold(i));
  const fit = fitRetailerCurves(train, defaultLayout);
  const levelFit = fitHedonic(train, defaultLayout, { deviationPenalty: defaultDeviationPenalty });
  const baseline = fitPooledBaseline(train);
  rows.forEach((row, i) => {
    if (!inFold(i)) return;
    const predict = (coefficients: typeof fit) => Math.exp(predictLogPrice(coefficients, coefficients.retailers.find((t) => t.retailer === row.retailer)!, row.specs, defaultLayout));
    const actualCents = Math.exp(row.logPrice);
    const bucket = perRetailer.get(row.retailer) ?? { ours: [], fmvCurves: [], pooled: [] };
    bucket.ours.push({ actualCents, predictedCents: predict(fit) });
    bucket.fmvCurves.push({ actualCents, predictedCents: predict(levelFit) });
    bucket.pooled.push({ actualCents, ...baseline(row.specs) });
    perRetailer.set(row.retailer, bucket);
  });
}
for (const [retailer, bucket] of [...perRetailer].sort()) console.log(formatRow(`within ${retailer}`, foldMetrics(bucket.ours), foldMetrics(bucket.pooled)));
console.log("  the same with the FMV's least-squares curves instead of the robust, median-centred ones:");
for (const [retailer, bucket] of [...perRetailer].sort()) console.log(formatRow(`  within ${retailer} (FMV curves)`, foldMetrics(bucket.fmvCurves), foldMetrics(bucket.pooled)));

console.log("\nTime-ordered: fit on listings seen before a cutoff, test on the lab listings seen after it");
console.log(tableHeader);
const timeFolds = [
  { label: "before 2026-03-01 -> Mar-Apr 2026", cutoff: "2026-03-01", maxAgeDays: 365 },
  { label: "before 2026 (2021/2023 data as if current)", cutoff: "2026-01-01", maxAgeDays: 4000 },
];
for (const { label, cutoff, maxAgeDays } of timeFolds) {
  const train = listings.filter((l) => l.observedOn < cutoff);
  const test = listings.filter((l) => l.origin === "lab" && l.observedOn >= cutoff);
  const asOf = newestObservation(train);
  const { ours, pooled, model } = predictHeldOut(train, test, { valuationDate: asOf, maxAgeDays });
  console.log(formatRow(`${label}`, ours, pooled), `  [fitted on ${model.retailers.map((r) => `${r.retailer} ${r.snapshotTo}`).join(", ")}]`);
}

console.log("\nShipped model (all current retailers), its interval per retailer; calibration saw every retailer");
const shipped = fitPricingModel(listings, { valuationDate });
const shippedIndex = createMarketIndex(listings, shipped);
console.log(`interval: FMV x [${Math.exp(shipped.interval.lowLog).toFixed(2)}, ${Math.exp(shipped.interval.highLog).toFixed(2)}] (${shipped.interval.method})`);
for (const retailer of retailers) {
  const test = current.filter((l) => l.retailer === retailer);
  const metrics = foldMetrics(test.map((l) => {
    const r = priceDiamond(shipped, shippedIndex, l, { comparables: 0 });
    return { actualCents: l.priceCents, predictedCents: r.fairMarketValueCents, lowCents: r.lowCents, highCents: r.highCents };
  }));
  console.log(`  ${retailer.padEnd(14)} coverage ${(metrics.coverage! * 100).toFixed(1)}%  FMV bias ${(metrics.bias * 100).toFixed(1)}%`);
}
console.log(`\n${monotonicityAudit(shipped)}`);
