import { fairMarketLogPrice, retailerLogPrices } from "../src/fair-market-value";
import { defaultLayout } from "../src/features";
import { fitHedonic, type HedonicRow } from "../src/fit-hedonic";
import { defaultDeviationPenalty } from "../src/fit-pricing-model";
import { median } from "../src/linear-algebra";
import { fitPooledBaseline } from "./baseline";
import { foldMetrics, type FoldMetrics, type Prediction } from "./eval-metrics";

/**
 * The quantity FMV claims to be: in a cell of like stones (0.1 ct band, color, clarity) listed by
 * every current retailer, the median over retailers of each retailer's median $/ct, each retailer
 * counting once. Cells come from held-out listings (5 folds); models are fitted on the rest.
 */
export function marketMedianFolds(rows: readonly HedonicRow[]): { ours: FoldMetrics; pooled: FoldMetrics; cells: number } {
  const ours: Prediction[] = [];
  const pooled: Prediction[] = [];
  const retailerCount = new Set(rows.map((r) => r.retailer)).size;
  for (let fold = 0; fold < 5; fold++) {
    const inFold = (i: number) => (i * 2654435761) % 5 === fold;
    const train = rows.filter((_, i) => !inFold(i));
    const fit = fitHedonic(train, defaultLayout, { deviationPenalty: defaultDeviationPenalty });
    const baseline = fitPooledBaseline(train);
    const cells = new Map<string, HedonicRow[]>();
    rows.forEach((row, i) => {
      if (!inFold(i)) return;
      const key = `${Math.floor(row.specs.carat * 10)}|${row.specs.color}|${row.specs.clarity}|${row.specs.shape}`;
      cells.set(key, [...(cells.get(key) ?? []), row]);
    });
    for (const cell of cells.values()) {
      const byRetailer = new Map<string, HedonicRow[]>();
      for (const row of cell) byRetailer.set(row.retailer, [...(byRetailer.get(row.retailer) ?? []), row]);
      if (byRetailer.size < retailerCount) continue;
      const perCarat = (r: HedonicRow, log: number) => Math.exp(log) / r.specs.carat;
      const actualCents = median([...byRetailer.values()].map((rs) => median(rs.map((r) => perCarat(r, r.logPrice)))));
      ours.push({ actualCents, predictedCents: median(cell.map((r) => perCarat(r, fairMarketLogPrice(retailerLogPrices(fit, defaultLayout, r.specs))))) });
      pooled.push({ actualCents, predictedCents: median(cell.map((r) => baseline(r.specs).predictedCents / r.specs.carat)) });
    }
  }
  return { ours: foldMetrics(ours), pooled: foldMetrics(pooled), cells: ours.length };
}
