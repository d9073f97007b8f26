import { describe, expect, it } from "vitest";
import { confidenceScore } from "./confidence";

const dense = { nearbyListings: 200, nearbyRetailers: 3, widthRatio: 1, meanAgeDays: 0 };

describe("confidenceScore", () => {
  it("is high but below 1 with dense, fresh data from every retailer", () => {
    expect(confidenceScore(dense)).toBeGreaterThan(0.9);
    expect(confidenceScore(dense)).toBeLessThanOrEqual(0.95);
  });

  it("falls with fewer listings, fewer retailers, a wider interval and older data", () => {
    const base = confidenceScore(dense);
    expect(confidenceScore({ ...dense, nearbyListings: 5 })).toBeLessThan(base);
    expect(confidenceScore({ ...dense, nearbyRetailers: 1 })).toBeLessThan(base);
    expect(confidenceScore({ ...dense, widthRatio: 0.3 })).toBeLessThan(base);
    expect(confidenceScore({ ...dense, meanAgeDays: 365 })).toBeCloseTo(base / 2, 2);
  });

  it("is 0 with no similar listings and never NaN", () => {
    expect(confidenceScore({ ...dense, nearbyListings: 0 })).toBe(0);
    expect(confidenceScore({ ...dense, nearbyRetailers: 0 })).toBe(0);
    expect(confidenceScore({ ...dense, nearbyListings: Number.NaN })).toBe(0);
  });
});
