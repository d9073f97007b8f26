import type { EncodableSpecs } from "../features";
import type { ColumnSink, SparseRow } from "../linear-algebra";
import type { DiamondSpecs } from "../types";

/** One row of the regression, as tests and scripts build them (`hedonicRowsOf`). */
export interface HedonicRow {
  specs: DiamondSpecs;
  retailer: string;
  logPrice: number;
  /** Values of the extra shared columns (the time index), indexed from 0 within them. */
  extra?: SparseRow;
}

/**
 * The regression's rows, read by number: the market fit reads its listings where they are (half a
 * million of them), keeping no object of its own per row.
 */
export interface HedonicRows {
  length: number;
  retailer(n: number): string;
  logPrice(n: number): number;
  specs(n: number): EncodableSpecs;
  /** Writes the row's extra shared columns (the time index), indexed from 0 within them. */
  writeExtra?(n: number, out: ColumnSink): void;
}

export function hedonicRowsOf(rows: readonly HedonicRow[]): HedonicRows {
  return {
    length: rows.length,
    retailer: (n) => rows[n]!.retailer,
    logPrice: (n) => rows[n]!.logPrice,
    specs: (n) => rows[n]!.specs,
    writeExtra: (n, out) => {
      const extra = rows[n]!.extra;
      if (extra)
        for (let i = 0; i < extra.index.length; i++) out.push(extra.index[i]!, extra.value[i]!);
    },
  };
}

/** Shared columns beyond the spec features (the time index), each with its own ridge penalty. */
export interface ExtraColumns {
  names: string[];
  penalty: number[];
}

export interface RetailerTerms {
  retailer: string;
  /** The retailer's price level (log). */
  intercept: number;
  /**
   * The retailer's own bend of the carat curve, color and clarity steps, shrunk towards the shared
   * ones.
   */
  deviation: number[];
  /**
   * The retailer's carat range: outside it the bend is held at the nearest edge, so a retailer seen
   * only at 0.9-2.5 ct keeps its relative level at 0.5 ct instead of extrapolating its own slope.
   */
  caratMin: number;
  caratMax: number;
  /**
   * A published index's level of the retailer over its own curve, by log carat (linear between its
   * cells' carats, held beyond them; `index-layer.ts`).
   */
  indexLevel?: { logCarats: number[]; levels: number[] };
}

export interface HedonicCoefficients {
  shared: number[];
  retailers: RetailerTerms[];
}

export interface HedonicOptions {
  /** One price level for everyone and no retailer terms: the plain pooled regression (baseline). */
  pooled?: boolean;
  /** Ridge on shared grade terms: keeps grades without data at zero effect. */
  sharedPenalty?: number;
  /** Ridge on retailer deviations: how strongly a retailer's curve is pulled to the shared one. */
  deviationPenalty?: number;
  /** Huber reweighting rounds (default 0 = plain weighted least squares). */
  robustRounds?: number;
  /**
   * Move each retailer's level so that the median of its own rows' log residuals is 0: the curve
   * then passes through the retailer's typical listing, not its log-mean (used for the expected
   * price at a retailer, not for FMV).
   */
  centerLevels?: boolean;
  extra?: ExtraColumns;
  /**
   * Ridge on the retailer levels (default: unpenalised). With a shared intercept among the extra
   * columns, a small one centres the levels, so that effects no retailer tells apart from its level
   * (a date seen at one retailer only) are read across retailers instead.
   */
  levelPenalty?: number;
  /** Retailers that get a price level but no curve of their own (history: few rows, old dates). */
  levelOnly?: ReadonlySet<string>;
  /**
   * Shared spec features held at a value measured elsewhere (the GIA lab step, `lab-premium.ts`),
   * not fitted.
   */
  fixedShared?: Readonly<Record<string, number>>;
}
