import { describe, expect, it } from "vitest";
import { caratSplineBasis } from "./carat-spline";

const knots = [0.35, 0.6, 0.9, 1.2, 1.7, 2.3, 3.5];

describe("caratSplineBasis", () => {
  it("has one linear term and k-2 curved ones", () => {
    expect(caratSplineBasis(1, knots)).toHaveLength(knots.length - 1);
  });

  it("is linear in log carat beyond the outer knots, so extrapolation stays tame", () => {
    const [a, b, c] = [4, 6, 9].map((carat) => caratSplineBasis(carat, knots));
    a!.forEach((value, i) => expect(c![i]! - 2 * b![i]! + value).toBeCloseTo(0, 9));
  });

  it("is zero in the curved terms below the first knot", () => {
    expect(
      caratSplineBasis(0.3, knots)
        .slice(1)
        .every((v) => v === 0),
    ).toBe(true);
  });
});
