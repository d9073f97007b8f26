import { describe, expect, it } from "vitest";
import { calibrateTrackedTail, trackedRangeListings } from "./calibrate-tracked-range";
import { logPriceAtDataDate } from "./market-curves";
import { monotoneListingInterval } from "./monotone-fair-value";
import type { PricingModel } from "./model";
import { fittedFixture } from "./testing/fitted-fixture";
import type { PricingListing } from "./types";
import { specsOfListing } from "./typical-grades";

const { listings, model } = fittedFixture();

function coverage(tail: number, sample: readonly PricingListing[]): number {
  const probe: PricingModel = { ...model, interval: { ...model.interval, trackedTail: tail } };
  const inside = sample.filter((l) => {
    const { lowLog, highLog } = monotoneListingInterval(probe, specsOfListing(l), model.dataDate, {
      standIn: false,
      scope: "tracked-retailers",
    });
    return lowLog <= logPriceAtDataDate(model, l) && logPriceAtDataDate(model, l) <= highLog;
  });
  return inside.length / sample.length;
}

describe("calibrateTrackedTail", () => {
  const sample = listings.filter((l) => l.observedOn === model.dataDate).slice(0, 400);

  it("sets the tail so that 80% of the listings fall inside the tracked range as a report states it", () => {
    const { trackedTail, trackedCases } = calibrateTrackedTail(model, sample);
    expect(trackedCases).toBe(sample.length);
    expect(trackedTail).toBeGreaterThanOrEqual(0.05);
    expect(coverage(trackedTail, sample)).toBeGreaterThanOrEqual(0.8);
    expect(coverage(trackedTail + 0.01, sample)).toBeLessThan(0.8);
  });

  it("keeps the 10th and 90th percentiles when too few listings say anything", () => {
    expect(calibrateTrackedTail(model, sample.slice(0, 49))).toEqual({
      trackedTail: 0.1,
      trackedCases: 49,
    });
  });
});

describe("trackedRangeListings", () => {
  it("takes only cells three or more retailers list, at most 10 listings of each retailer in each", () => {
    const row = (retailer: string, n: number, carat = 1.01): PricingListing[] =>
      Array.from({ length: n }, (_, i) => ({
        ...listings[0]!,
        retailer,
        carat: carat + i / 10_000,
        priceCents: 100_000 + i,
      }));
    const chosen = trackedRangeListings([
      ...row("A", 25),
      ...row("B", 3),
      ...row("C", 1),
      ...row("A", 5, 1.51),
      ...row("B", 5, 1.51),
    ]);
    expect(chosen.map((l) => l.retailer).sort()).toEqual([
      ...Array(10).fill("A"),
      "B",
      "B",
      "B",
      "C",
    ]);
  });
});
