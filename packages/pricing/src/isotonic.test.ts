import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isotonicIncreasing } from "./isotonic";

describe("isotonicIncreasing", () => {
  it("leaves a rising sequence as it is and pools a fall into its weighted mean", () => {
    expect(isotonicIncreasing([1, 2, 3])).toEqual([1, 2, 3]);
    expect(isotonicIncreasing([1, 3, 2, 4])).toEqual([1, 2.5, 2.5, 4]);
    expect(isotonicIncreasing([1, 3, 2, 4], [1, 3, 1, 1])).toEqual([1, 2.75, 2.75, 4]);
    expect(isotonicIncreasing([5, 4, 3])).toEqual([4, 4, 4]);
  });

  it("is non-decreasing, keeps the weighted total, and preserves the order of two inputs", () => {
    const values = fc.array(fc.double({ min: -100, max: 100, noNaN: true }), {
      minLength: 1,
      maxLength: 40,
    });
    fc.assert(
      fc.property(
        values,
        fc.array(fc.double({ min: 0, max: 5, noNaN: true }), { minLength: 40, maxLength: 40 }),
        (v, lift) => {
          const fit = isotonicIncreasing(v);
          for (let i = 1; i < fit.length; i++)
            expect(fit[i]!).toBeGreaterThanOrEqual(fit[i - 1]! - 1e-9);
          expect(fit.reduce((s, x) => s + x, 0)).toBeCloseTo(
            v.reduce((s, x) => s + x, 0),
            6,
          );
          const higher = isotonicIncreasing(v.map((x, i) => x + lift[i]!));
          higher.forEach((h, i) => expect(h).toBeGreaterThanOrEqual(fit[i]! - 1e-9));
        },
      ),
    );
  });
});
