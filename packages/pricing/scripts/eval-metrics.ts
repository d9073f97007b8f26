export interface Prediction {
  actualCents: number;
  predictedCents: number;
  lowCents?: number;
  highCents?: number;
}

export interface FoldMetrics {
  listings: number;
  /** Median absolute percentage error of the prediction against the listed price. */
  mdape: number;
  /** Share of listings inside [low, high]; null without an interval. */
  coverage: number | null;
  /** Median of predicted / actual - 1: positive means the model asks too much. */
  bias: number;
  /** Median of high / low; null without an interval. */
  width: number | null;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export function foldMetrics(predictions: readonly Prediction[]): FoldMetrics {
  const withInterval = predictions.filter(
    (p) => p.lowCents !== undefined && p.highCents !== undefined,
  );
  return {
    listings: predictions.length,
    mdape: median(
      predictions.map((p) => Math.abs(p.predictedCents - p.actualCents) / p.actualCents),
    ),
    coverage: withInterval.length
      ? withInterval.filter((p) => p.lowCents! <= p.actualCents && p.actualCents <= p.highCents!)
          .length / withInterval.length
      : null,
    bias: median(predictions.map((p) => p.predictedCents / p.actualCents - 1)),
    width: withInterval.length ? median(withInterval.map((p) => p.highCents! / p.lowCents!)) : null,
  };
}

/** Each fold (retailer) weighs the same; bias is averaged in absolute value. */
export function meanOfFolds(folds: readonly FoldMetrics[]): FoldMetrics {
  const mean = (pick: (f: FoldMetrics) => number) =>
    folds.reduce((s, f) => s + pick(f), 0) / folds.length;
  return {
    listings: folds.reduce((s, f) => s + f.listings, 0),
    mdape: mean((f) => f.mdape),
    coverage: folds.every((f) => f.coverage !== null) ? mean((f) => f.coverage!) : null,
    bias: mean((f) => Math.abs(f.bias)),
    width: folds.every((f) => f.width !== null) ? mean((f) => f.width!) : null,
  };
}

const percent = (value: number | null) =>
  value === null ? "    -" : `${(value * 100).toFixed(1).padStart(5)}%`;

export function formatRow(fold: string, ours: FoldMetrics, baseline: FoldMetrics): string {
  return [
    fold.padEnd(44),
    String(ours.listings).padStart(6),
    percent(ours.mdape),
    percent(ours.coverage),
    percent(ours.bias),
    ours.width === null ? "     -" : `${ours.width.toFixed(2).padStart(5)}x`,
    " |",
    percent(baseline.mdape),
    percent(baseline.coverage),
    percent(baseline.bias),
  ].join(" ");
}

export const tableHeader = `${"fold".padEnd(44)} ${"n".padStart(6)}  MdAPE  cover   bias  width  |  MdAPE  cover   bias   (left: FairCarat, right: pooled baseline)`;
