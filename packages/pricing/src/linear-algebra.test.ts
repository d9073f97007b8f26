import { describe, expect, it } from "vitest";
import {
  median,
  NormalEquations,
  solveSymmetric,
  SparseRowBuffer,
  weightedQuantile,
} from "./linear-algebra";

describe("solveSymmetric", () => {
  it("solves a positive definite system", () => {
    const x = solveSymmetric(Float64Array.from([4, 2, 2, 3]), Float64Array.from([2, 5]), 2);
    expect(x[0]).toBeCloseTo(-0.5);
    expect(x[1]).toBeCloseTo(2);
  });

  it("refuses a singular system", () => {
    expect(() =>
      solveSymmetric(Float64Array.from([1, 1, 1, 1]), Float64Array.from([1, 1]), 2),
    ).toThrow(/positive definite/);
  });
});

describe("NormalEquations", () => {
  it("recovers a line from sparse rows", () => {
    const equations = new NormalEquations(2);
    const row = new SparseRowBuffer(2);
    for (const x of [0, 1, 2, 3]) {
      row.clear();
      row.push(0, 1);
      row.push(1, x);
      equations.add(row, 1 + 2 * x, 1);
    }
    const [intercept, slope] = equations.solve([0, 0]);
    expect(intercept).toBeCloseTo(1);
    expect(slope).toBeCloseTo(2);
  });
});

describe("SparseRowBuffer", () => {
  it("refuses a non-zero past its capacity instead of dropping it", () => {
    const row = new SparseRowBuffer(1);
    row.push(3, 2);
    expect(() => row.push(4, 1)).toThrow("sparse row longer than its buffer");
    expect(row.dot([0, 0, 0, 5])).toBe(10);
  });
});

describe("quantiles", () => {
  it("weights values", () => {
    expect(weightedQuantile([1, 2, 3], [1, 1, 1], 0.5)).toBe(2);
    expect(weightedQuantile([1, 2, 3], [10, 1, 1], 0.5)).toBe(1);
  });

  it("takes the middle of an even list", () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});
