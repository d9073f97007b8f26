import {
  encodeSpecs,
  supportCheckedFrom,
  featureNames,
  requiredSign,
  retailerSpecificCount,
  type FeatureLayout,
} from "./features";
import { median, NormalEquations, type SparseRow } from "./linear-algebra";
import { levelAt } from "./index-level-at";
import type { DiamondSpecs } from "./types";

export interface HedonicRow {
  specs: DiamondSpecs;
  retailer: string;
  logPrice: number;
  /** Values of the extra shared columns (the time index), indexed from 0 within them. */
  extra?: SparseRow;
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

/** Rows a retailer needs on each side of a magic size or cut grade to get its own step there. */
export const retailerStepSupport = 20;
/**
 * Huber reweighting rounds after the first least-squares fit (0 = plain weighted least squares).
 * Off by default: on the snapshot two rounds bring within-VRAI MdAPE from 5.1% to 4.7% but move the
 * held-out interval's low end so that leave-one-retailer-out coverage drops from 75.6% to 65.4%.
 */
export const defaultRobustRounds = 0;
const huberTuning = 1.345;

/**
 * Never let a grade no one listed pull the fit: a constraint is enforced by fixing the step at 0.
 */
const fixedPenalty = 1e9;

/**
 * Weighted least squares of log price on the features, with retailer fixed effects (unpenalised)
 * and ridge-shrunk retailer deviations. Each retailer's rows get weight proportional to 1/sqrt(n),
 * so the biggest feed does not alone decide the shared curve, yet a 500-row feed does not steer it.
 */
export function fitHedonic(
  rows: readonly HedonicRow[],
  layout: FeatureLayout,
  options: HedonicOptions = {},
): HedonicCoefficients {
  const specNames = featureNames(layout);
  const extraNames = options.extra?.names ?? [];
  const names = [...specNames, ...extraNames];
  const sharedSize = names.length;
  const specificSize = options.pooled ? 0 : retailerSpecificCount(layout);
  const retailerNames = options.pooled ? ["*"] : [...new Set(rows.map((r) => r.retailer))].sort();
  const ownCurve = retailerNames.map((name) => !options.levelOnly?.has(name));
  const blockStart: number[] = [];
  let size = sharedSize;
  for (const own of ownCurve) {
    blockStart.push(size);
    size += own ? 1 + specificSize : 1;
  }
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.retailer, (counts.get(row.retailer) ?? 0) + 1);
  const rawWeight = (retailer: string) =>
    options.pooled ? 1 : 1 / Math.sqrt(counts.get(retailer)!);
  const meanWeight = rows.reduce((s, r) => s + rawWeight(r.retailer), 0) / Math.max(rows.length, 1);

  /**
   * Per retailer and specific step: rows on the step's worse side; a deviation needs rows on both
   * sides.
   */
  const stepCounts = retailerNames.map(() => new Float64Array(specificSize));
  const baseWeights = new Float64Array(rows.length);
  const retailerOf = new Int32Array(rows.length);
  const retailerIndex = new Map(retailerNames.map((name, r) => [name, r]));
  rows.forEach((row, n) => {
    retailerOf[n] = retailerIndex.get(options.pooled ? "*" : row.retailer)!;
    baseWeights[n] = rawWeight(row.retailer) / meanWeight;
  });
  /**
   * A row's columns: shared features, extras, its retailer's level and own bends. Encoded again on
   * each pass rather than kept: at half a million rows the kept rows cost more memory than the
   * encoding costs time.
   */
  const encodeRow = (n: number): SparseRow => {
    const row = rows[n]!;
    const specs = encodeSpecs(row.specs, layout);
    const r = retailerOf[n]!;
    const block = blockStart[r]!;
    const index = [...specs.index];
    const value = [...specs.value];
    if (row.extra) {
      for (let i = 0; i < row.extra.index.length; i++) {
        index.push(specNames.length + row.extra.index[i]!);
        value.push(row.extra.value[i]!);
      }
    }
    index.push(block);
    value.push(1);
    if (ownCurve[r]) {
      for (let i = 0; i < specs.index.length; i++) {
        if (specs.index[i]! < specificSize) {
          index.push(block + 1 + specs.index[i]!);
          value.push(specs.value[i]!);
        }
      }
    }
    return { index, value };
  };
  rows.forEach((row, n) => {
    for (const column of encodeSpecs(row.specs, layout).index)
      if (column < specificSize) stepCounts[retailerOf[n]!]![column]! += 1;
  });

  const basePenalty = new Float64Array(size);
  for (let i = 0; i < specNames.length; i++) basePenalty[i] = options.sharedPenalty ?? 1;
  extraNames.forEach(
    (_, i) => (basePenalty[specNames.length + i] = options.extra!.penalty[i] ?? 0),
  );
  for (let r = 0; r < retailerNames.length; r++) {
    const block = blockStart[r]!;
    basePenalty[block] = options.levelPenalty ?? 1e-9;
    if (!ownCurve[r]) continue;
    for (let j = 1; j <= specificSize; j++) basePenalty[block + j] = options.deviationPenalty ?? 30;
    const n = counts.get(retailerNames[r]!) ?? 0;
    // A retailer with (almost) all its rows on one side of a magic size or cut grade cannot tell
    // its own step from its level: the deviation is held at 0 there.
    for (let j = supportCheckedFrom(layout); j < specificSize; j++) {
      const worse = stepCounts[r]![j]!;
      if (Math.min(worse, n - worse) < retailerStepSupport)
        basePenalty[block + 1 + j] = fixedPenalty;
    }
  }
  const signs = names.map((name, i) => (i < specNames.length ? requiredSign(name) : 0));
  const fixed = specNames.flatMap((name, i) =>
    options.fixedShared?.[name] === undefined ? [] : [{ i, value: options.fixedShared[name] }],
  );
  for (const { i } of fixed) basePenalty[i] = fixedPenalty;
  /** A row's log price less its fixed steps: the fit explains the rest. */
  const offsetOf = (n: number): number => {
    if (fixed.length === 0) return 0;
    const specs = encodeSpecs(rows[n]!.specs, layout);
    return fixed.reduce((sum, { i, value }) => (specs.index.includes(i) ? sum + value : sum), 0);
  };

  const solveConstrained = (robustWeights: Float64Array | null): Float64Array => {
    const equations = new NormalEquations(size);
    rows.forEach((row, n) =>
      equations.add(
        encodeRow(n),
        row.logPrice - offsetOf(n),
        baseWeights[n]! * (robustWeights ? robustWeights[n]! : 1),
      ),
    );
    const penalty = Float64Array.from(basePenalty);
    // Active set: a shared step with the wrong sign is fixed at 0; a retailer's step whose sum with
    // the shared one has the wrong sign is held at exactly cancelling it (a flat step at that
    // retailer).
    const pairs: { i: number; j: number; weight: number }[] = [];
    const held = new Set<number>();
    let solution = equations.solve(penalty, pairs);
    for (let round = 0; round < size; round++) {
      const violating = signs.flatMap((sign, i) =>
        sign * solution[i]! < -1e-9 && penalty[i]! < fixedPenalty ? [i] : [],
      );
      const retailerViolating: { shared: number; own: number }[] = [];
      for (let r = 0; r < retailerNames.length; r++) {
        if (!ownCurve[r]) continue;
        for (let j = 0; j < specificSize; j++) {
          const k = blockStart[r]! + 1 + j;
          if (
            signs[j]! * (solution[j]! + solution[k]!) < -1e-9 &&
            penalty[k]! < fixedPenalty &&
            !held.has(k)
          )
            retailerViolating.push({ shared: j, own: k });
        }
      }
      if (violating.length === 0 && retailerViolating.length === 0) break;
      for (const i of violating) penalty[i] = fixedPenalty;
      for (const { shared, own } of retailerViolating) {
        held.add(own);
        pairs.push({ i: shared, j: own, weight: fixedPenalty });
      }
      solution = equations.solve(penalty, pairs);
    }
    for (const { i, value } of fixed) solution[i] = value;
    return solution;
  };

  const residualsOf = (solution: Float64Array) =>
    rows.map((row, n) => {
      const { index, value } = encodeRow(n);
      let fitted = 0;
      for (let i = 0; i < index.length; i++) fitted += value[i]! * solution[index[i]!]!;
      return row.logPrice - fitted;
    });
  let solution = solveConstrained(null);
  // Optional Huber reweighting: rows beyond 1.345 robust SDs of their retailer's residuals count
  // less.
  for (let round = 0; round < (options.robustRounds ?? defaultRobustRounds); round++) {
    const residuals = residualsOf(solution);
    const scales = retailerNames.map(
      (_, r) => 1.4826 * median(residuals.filter((_, n) => retailerOf[n] === r).map(Math.abs)) || 1,
    );
    const robust = Float64Array.from(residuals, (e, n) => {
      const limit = huberTuning * scales[retailerOf[n]!]!;
      return Math.abs(e) <= limit ? 1 : limit / Math.abs(e);
    });
    solution = solveConstrained(robust);
  }

  projectSteps(
    solution,
    signs,
    specificSize,
    blockStart.filter((_, r) => ownCurve[r]),
  );
  if (options.centerLevels) {
    const residuals = residualsOf(solution);
    retailerNames.forEach((_, r) => {
      const own = residuals.filter((_, n) => retailerOf[n] === r);
      const level = blockStart[r]!;
      if (own.length > 0) solution[level] = solution[level]! + median(own);
    });
  }
  return {
    shared: Array.from(solution.subarray(0, sharedSize)),
    retailers: retailerNames.map((retailer, r) => {
      const block = blockStart[r]!;
      let caratMin = Infinity;
      let caratMax = -Infinity;
      rows.forEach((row, n) => {
        if (retailerOf[n] !== r) return;
        caratMin = Math.min(caratMin, row.specs.carat);
        caratMax = Math.max(caratMax, row.specs.carat);
      });
      return {
        retailer,
        caratMin,
        caratMax,
        intercept: solution[block]!,
        deviation: ownCurve[r]
          ? Array.from(solution.subarray(block + 1, block + 1 + specificSize))
          : [],
      };
    }),
  };
}

/** Log price the model expects at one retailer (or the pooled level for the baseline). */
export function predictLogPrice(
  coefficients: HedonicCoefficients,
  terms: RetailerTerms,
  specs: DiamondSpecs,
  layout: FeatureLayout,
  encoded?: SparseRow,
): number {
  const row = encoded ?? encodeSpecs(specs, layout);
  const clampedCarat = Math.min(terms.caratMax, Math.max(terms.caratMin, specs.carat));
  const bent =
    clampedCarat === specs.carat ? row : encodeSpecs({ ...specs, carat: clampedCarat }, layout);
  let value = terms.intercept;
  if (terms.indexLevel) value += levelAt(terms.indexLevel, specs.carat);
  for (let i = 0; i < row.index.length; i++)
    value += row.value[i]! * coefficients.shared[row.index[i]!]!;
  for (let i = 0; i < bent.index.length; i++)
    value += bent.value[i]! * (terms.deviation[bent.index[i]!] ?? 0);
  return value;
}

/**
 * A step the active set holds at zero lands a hair (~1e-9) on either side of it, and a retailer's
 * own color or clarity step may not flip the sign the shared step must keep: both are set to
 * exactly zero (the deviation cut back to cancel the shared step). Then every retailer's curve is
 * monotone in grade, and so is their median, the FMV.
 */
function projectSteps(
  solution: Float64Array,
  signs: readonly number[],
  specificSize: number,
  curveBlocks: readonly number[],
): void {
  signs.forEach((sign, j) => {
    if (sign * solution[j]! < 0) solution[j] = 0;
  });
  for (const block of curveBlocks) {
    const deviationStart = block + 1;
    for (let j = 0; j < specificSize; j++) {
      const combined = solution[j]! + solution[deviationStart + j]!;
      // 0 - x, not -x: a -0 would not survive the JSON the model is stored as.
      if (signs[j]! * combined < 0) solution[deviationStart + j] = 0 - solution[j]!;
    }
  }
}
