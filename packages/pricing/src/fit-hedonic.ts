import { encodeSpecs, featureNames, requiredSign, retailerSpecificCount, type FeatureLayout } from "./features";
import { NormalEquations } from "./linear-algebra";
import type { DiamondSpecs } from "./types";

export interface HedonicRow {
  specs: DiamondSpecs;
  retailer: string;
  logPrice: number;
}

export interface RetailerTerms {
  retailer: string;
  /** The retailer's price level (log). */
  intercept: number;
  /** The retailer's own bend of the carat curve, colour and clarity steps, shrunk towards the shared ones. */
  deviation: number[];
  /**
   * The retailer's carat range: outside it the bend is held at the nearest edge, so a retailer seen
   * only at 0.9-2.5 ct keeps its relative level at 0.5 ct instead of extrapolating its own slope.
   */
  caratMin: number;
  caratMax: number;
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
}

/** Never let a grade no one listed pull the fit: a constraint is enforced by fixing the step at 0. */
const fixedPenalty = 1e9;

/**
 * Weighted least squares of log price on the features, with retailer fixed effects (unpenalised) and
 * ridge-shrunk retailer deviations. Each retailer's rows get weight proportional to 1/sqrt(n), so
 * the biggest feed does not alone decide the shared curve, yet a 500-row feed does not steer it.
 */
export function fitHedonic(rows: readonly HedonicRow[], layout: FeatureLayout, options: HedonicOptions = {}): HedonicCoefficients {
  const names = featureNames(layout);
  const sharedSize = names.length;
  const specificSize = options.pooled ? 0 : retailerSpecificCount(layout);
  const retailerNames = options.pooled ? ["*"] : [...new Set(rows.map((r) => r.retailer))].sort();
  const blockSize = 1 + specificSize;
  const size = sharedSize + retailerNames.length * blockSize;
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.retailer, (counts.get(row.retailer) ?? 0) + 1);
  const rawWeight = (retailer: string) => (options.pooled ? 1 : 1 / Math.sqrt(counts.get(retailer)!));
  const meanWeight = rows.reduce((s, r) => s + rawWeight(r.retailer), 0) / Math.max(rows.length, 1);

  const equations = new NormalEquations(size);
  for (const row of rows) {
    const shared = encodeSpecs(row.specs, layout);
    const block = sharedSize + retailerNames.indexOf(options.pooled ? "*" : row.retailer) * blockSize;
    const full = { index: [...shared.index, block], value: [...shared.value, 1] };
    shared.index.forEach((column, i) => {
      if (column < specificSize) {
        full.index.push(block + 1 + column);
        full.value.push(shared.value[i]!);
      }
    });
    equations.add(full, row.logPrice, rawWeight(row.retailer) / meanWeight);
  }

  const penalty = new Float64Array(size);
  for (let i = 0; i < sharedSize; i++) penalty[i] = options.sharedPenalty ?? 1;
  for (let r = 0; r < retailerNames.length; r++) {
    const block = sharedSize + r * blockSize;
    penalty[block] = 1e-9;
    for (let j = 1; j < blockSize; j++) penalty[block + j] = options.deviationPenalty ?? 30;
  }
  const signs = names.map(requiredSign);
  let solution = equations.solve(penalty);
  for (let round = 0; round < names.length; round++) {
    const violating = signs.flatMap((sign, i) => (sign * solution[i]! < -1e-9 && penalty[i]! < fixedPenalty ? [i] : []));
    if (violating.length === 0) break;
    for (const i of violating) penalty[i] = fixedPenalty;
    solution = equations.solve(penalty);
  }

  projectRetailerSteps(solution, signs, sharedSize, specificSize, retailerNames.length);
  return {
    shared: Array.from(solution.subarray(0, sharedSize)),
    retailers: retailerNames.map((retailer, r) => {
      const block = sharedSize + r * blockSize;
      const carats = rows.flatMap((row) => (options.pooled || row.retailer === retailer ? [row.specs.carat] : []));
      return {
        retailer,
        caratMin: Math.min(...carats),
        caratMax: Math.max(...carats),
        intercept: solution[block]!,
        deviation: Array.from(solution.subarray(block + 1, block + blockSize)),
      };
    }),
  };
}

/** Log price the model expects at one retailer (or the pooled level for the baseline). */
export function predictLogPrice(coefficients: HedonicCoefficients, terms: RetailerTerms, specs: DiamondSpecs, layout: FeatureLayout): number {
  const row = encodeSpecs(specs, layout);
  const clampedCarat = Math.min(terms.caratMax, Math.max(terms.caratMin, specs.carat));
  const bent = clampedCarat === specs.carat ? row : encodeSpecs({ ...specs, carat: clampedCarat }, layout);
  let value = terms.intercept;
  for (let i = 0; i < row.index.length; i++) value += row.value[i]! * coefficients.shared[row.index[i]!]!;
  for (let i = 0; i < bent.index.length; i++) value += bent.value[i]! * (terms.deviation[bent.index[i]!] ?? 0);
  return value;
}

/**
 * A retailer's own colour or clarity step may not flip the sign the shared step must keep: where
 * shared + deviation breaks it, the deviation is cut back to make the step exactly zero. Then every
 * retailer's curve is monotone in grade, and so is their median, the FMV.
 */
function projectRetailerSteps(solution: Float64Array, signs: readonly number[], sharedSize: number, specificSize: number, retailerCount: number): void {
  for (let r = 0; r < retailerCount; r++) {
    const deviationStart = sharedSize + r * (1 + specificSize) + 1;
    for (let j = 0; j < specificSize; j++) {
      const combined = solution[j]! + solution[deviationStart + j]!;
      if (signs[j]! * combined < 0) solution[deviationStart + j] = -solution[j]!;
    }
  }
}
