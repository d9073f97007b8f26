import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { effectiveVoters, mixtureCdf, mixtureQuantile, normalCdf } from "./market-mixture";

describe("market mixture", () => {
  it("has a normal cdf accurate to 1e-6", () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 6);
    expect(normalCdf(1.2815516)).toBeCloseTo(0.9, 5);
    expect(normalCdf(-1.959964)).toBeCloseTo(0.025, 5);
  });

  it("puts the median at the middle voter when voters are narrow and weigh the same, and moves it smoothly with weights", () => {
    const voters = [0, 1, 2].map((logPrice) => ({
      retailer: String(logPrice),
      logPrice,
      weight: 1,
      spread: 0.05,
    }));
    expect(mixtureQuantile(voters, 0.5)).toBeCloseTo(1, 3);
    const leaning = voters.map((v) => (v.logPrice === 2 ? { ...v, weight: 1.5 } : v));
    expect(mixtureQuantile(leaning, 0.5)).toBeGreaterThan(1);
    expect(mixtureCdf(voters, 1)).toBeCloseTo(0.5, 6);
    expect(effectiveVoters(voters)).toBeCloseTo(3, 9);
    expect(mixtureQuantile(voters, 0.9, 0.5) - mixtureQuantile(voters, 0.1, 0.5)).toBeGreaterThan(
      mixtureQuantile(voters, 0.9) - mixtureQuantile(voters, 0.1),
    );
  });

  it("finds the quantile beside a narrow voter, where Newton steps wandered (CDF 0.138 for the 10th percentile)", () => {
    const voters = [
      [3, 0.0475, 0.01],
      [3, 0.1132, 0.1161],
      [3, 0.0181, 0.6],
      [9.172, 0.011, 0.0975],
      [3, 0.02, 0.2061],
      [7.267, 1, 0.4387],
    ].map(([logPrice, weight, spread]) => ({
      retailer: "r",
      logPrice: logPrice!,
      weight: weight!,
      spread: spread!,
    }));
    expect(Math.abs(mixtureCdf(voters, mixtureQuantile(voters, 0.1)) - 0.1)).toBeLessThan(1e-9);
  });

  it("finds the quantile where the mixture's CDF reaches it, for any voters (the one bisection would find)", () => {
    const voter = fc.record({
      retailer: fc.constant("r"),
      logPrice: fc.double({ min: 3, max: 12, noNaN: true }),
      weight: fc.oneof(
        fc.double({ min: 0.001, max: 0.02, noNaN: true }),
        fc.double({ min: 0.02, max: 1, noNaN: true }),
      ),
      spread: fc.double({ min: 0.01, max: 0.6, noNaN: true }),
    });
    fc.assert(
      fc.property(
        fc.array(voter, { minLength: 1, maxLength: 14 }),
        fc.constantFrom(0.1, 0.5, 0.9),
        fc.double({ min: 0, max: 0.8, noNaN: true }),
        (voters, q, extra) => {
          const x = mixtureQuantile(voters, q, extra);
          expect(Math.abs(mixtureCdf(voters, x, extra) - q)).toBeLessThan(1e-9);
        },
      ),
      { numRuns: 2000, endOnFailure: true },
    );
  });
});
