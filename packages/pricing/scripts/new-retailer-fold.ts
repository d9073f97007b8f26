import { seededRandom } from "../src/testing/synthetic-market";
import { foldMetrics, meanOfFolds, type FoldMetrics, type Prediction } from "./eval-metrics";

const draws = 20;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * "A new retailer with k listings": the held-out retailer's level is learnt from k of its listings
 * (the median ratio of their prices to the prediction), and its other listings are predicted as the
 * prediction times that ratio. Both our FMV and the baseline get the same k listings, so this
 * measures how well the spec effects carry over to a retailer the model never saw, which leave-one-
 * retailer-out MdAPE cannot (no model can know an unseen retailer's level). Averaged over 20 seeded
 * draws of the k listings.
 */
export function newRetailerMetrics(predictions: readonly Prediction[], k: number, seed: number): FoldMetrics {
  const random = seededRandom(seed);
  const perDraw: FoldMetrics[] = [];
  for (let draw = 0; draw < draws; draw++) {
    const order = predictions.map((_, i) => ({ i, key: random() })).sort((a, b) => a.key - b.key);
    const known = order.slice(0, k).map(({ i }) => predictions[i]!);
    const level = median(known.map((p) => Math.log(p.actualCents / p.predictedCents)));
    perDraw.push(foldMetrics(order.slice(k).map(({ i }) => ({ actualCents: predictions[i]!.actualCents, predictedCents: predictions[i]!.predictedCents * Math.exp(level) }))));
  }
  const mean = meanOfFolds(perDraw);
  return { ...mean, listings: perDraw[0]?.listings ?? 0, bias: median(perDraw.map((m) => m.bias)) };
}
