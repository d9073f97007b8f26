import { describe, expect, it } from "vitest";
import { calibrateInterval } from "./calibrate-interval";
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
});
