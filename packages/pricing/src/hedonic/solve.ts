import { median, NormalEquations } from "../linear-algebra";
import type { HedonicCoefficients, HedonicRows } from "./types";
import { fixedPenalty, type HedonicDesign } from "./design";

const huberTuning = 1.345;

/**
 * Weighted least squares under the grades' sign constraints, by active set: a shared step with the
 * wrong sign is fixed at 0; a retailer's step whose sum with the shared one has the wrong sign is
 * held at exactly cancelling it (a flat step at that retailer).
 */
export function solveConstrained(
  design: HedonicDesign,
  rows: HedonicRows,
  robustWeights: Float64Array | null,
): Float64Array {
  const { size, signs, ownCurve, specificSize, blockStart, retailerNames } = design;
  const equations = new NormalEquations(size);
  for (let n = 0; n < rows.length; n++)
    equations.add(
      design.encodeRow(n),
      rows.logPrice(n) - design.offsetOf(n),
      design.baseWeights[n]! * (robustWeights ? robustWeights[n]! : 1),
    );
  const penalty = Float64Array.from(design.basePenalty);
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
  for (const { i, value } of design.fixed) solution[i] = value;
  return solution;
}

export function residualsOf(
  design: HedonicDesign,
  rows: HedonicRows,
  solution: Float64Array,
): number[] {
  const residuals = new Array<number>(rows.length);
  for (let n = 0; n < rows.length; n++)
    residuals[n] = rows.logPrice(n) - design.encodeRow(n).dot(solution);
  return residuals;
}

/** Huber weights: rows beyond 1.345 robust SDs of their retailer's residuals count less. */
export function huberWeights(
  design: HedonicDesign,
  rows: HedonicRows,
  solution: Float64Array,
): Float64Array {
  const residuals = residualsOf(design, rows, solution);
  const scales = design.retailerNames.map(
    (_, r) =>
      1.4826 * median(residuals.filter((_, n) => design.retailerOf[n] === r).map(Math.abs)) || 1,
  );
  return Float64Array.from(residuals, (e, n) => {
    const limit = huberTuning * scales[design.retailerOf[n]!]!;
    return Math.abs(e) <= limit ? 1 : limit / Math.abs(e);
  });
}

/**
 * A step the active set holds at zero lands a hair (~1e-9) on either side of it, and a retailer's
 * own color or clarity step may not flip the sign the shared step must keep: both are set to
 * exactly zero (the deviation cut back to cancel the shared step). Then every retailer's curve is
 * monotone in grade, and so is their median, the FMV.
 */
export function projectSteps(design: HedonicDesign, solution: Float64Array): void {
  const { signs, specificSize } = design;
  signs.forEach((sign, j) => {
    if (sign * solution[j]! < 0) solution[j] = 0;
  });
  for (const block of design.blockStart.filter((_, r) => design.ownCurve[r])) {
    const deviationStart = block + 1;
    for (let j = 0; j < specificSize; j++) {
      const combined = solution[j]! + solution[deviationStart + j]!;
      // 0 - x, not -x: a -0 would not survive the JSON the model is stored as.
      if (signs[j]! * combined < 0) solution[deviationStart + j] = 0 - solution[j]!;
    }
  }
}

/** Moves each retailer's level so that the median of its own rows' log residuals is 0. */
export function centreLevels(
  design: HedonicDesign,
  rows: HedonicRows,
  solution: Float64Array,
): void {
  const residuals = residualsOf(design, rows, solution);
  design.retailerNames.forEach((_, r) => {
    const own = residuals.filter((_, n) => design.retailerOf[n] === r);
    const level = design.blockStart[r]!;
    if (own.length > 0) solution[level] = solution[level]! + median(own);
  });
}

/** The solution as shared steps and each retailer's level, deviations and carat range. */
export function toCoefficients(
  design: HedonicDesign,
  rows: HedonicRows,
  solution: Float64Array,
): HedonicCoefficients {
  return {
    shared: Array.from(solution.subarray(0, design.sharedSize)),
    retailers: design.retailerNames.map((retailer, r) => {
      const block = design.blockStart[r]!;
      let caratMin = Infinity;
      let caratMax = -Infinity;
      for (let n = 0; n < rows.length; n++) {
        if (design.retailerOf[n] !== r) continue;
        const { carat } = rows.specs(n);
        caratMin = Math.min(caratMin, carat);
        caratMax = Math.max(caratMax, carat);
      }
      return {
        retailer,
        caratMin,
        caratMax,
        intercept: solution[block]!,
        deviation: design.ownCurve[r]
          ? Array.from(solution.subarray(block + 1, block + 1 + design.specificSize))
          : [],
      };
    }),
  };
}
