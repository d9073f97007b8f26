import { describe, expect, it } from "vitest";
import { calibrateInterval, quantileBounds } from "./calibrate-interval";
import { defaultLayout } from "./features";
import { toHedonicRow } from "./fit-pricing-model";
import { syntheticListings } from "./testing/synthetic-market";

const rows = syntheticListings().filter((l) => l.observedOn === "2026-04-01").map(toHedonicRow);

describe("calibrateInterval", () => {
  it("spans the spread between retailers when each is held out in turn", () => {
    const interval = calibrateInterval(rows, defaultLayout);
    expect(interval.method).toBe("leave-one-retailer-out");
    expect(interval.lowLog).toBeLessThan(Math.log(0.7));
    expect(interval.highLog).toBeGreaterThan(Math.log(1.3));
    expect(interval.folds.map((f) => f.retailer)).toEqual(["Middle", "Premium", "Value"]);
  });

  it("falls back to in-sample residuals with one retailer, far narrower than the cross-retailer spread", () => {
    const interval = calibrateInterval(rows.filter((r) => r.retailer === "Value"), defaultLayout);
    expect(interval.method).toBe("in-sample (one retailer only)");
    expect(interval.lowLog).toBeLessThanOrEqual(0);
    expect(interval.highLog).toBeGreaterThanOrEqual(0);
    expect(interval.highLog - interval.lowLog).toBeLessThan(0.2);
  });

  it("widens the quantiles by the finite-sample correction, more for fewer effective listings", () => {
    const residuals = Array.from({ length: 20 }, (_, i) => (i - 9.5) / 10);
    const plain = quantileBounds(residuals, residuals.map(() => 1));
    // n = 20: upper level 0.9 x 21/20 = 0.945, i.e. the 19th of 20 rather than the 18th.
    expect(plain.highLog).toBeCloseTo(0.85);
    expect(plain.lowLog).toBeCloseTo(-0.85);
    const huge = quantileBounds(Array.from({ length: 2000 }, (_, i) => (i - 999.5) / 1000), Array.from({ length: 2000 }, () => 1));
    expect(huge.highLog).toBeCloseTo(0.8, 1);
  });
});
