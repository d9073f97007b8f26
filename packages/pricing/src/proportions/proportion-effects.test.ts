import path from "node:path";
import { readFeedListings } from "@faircarat/market/feed/read-feed-listings";
import { describe, expect, it } from "vitest";
import { syntheticListings } from "../testing/synthetic-market";
import { measureProportionEffects } from "./proportion-effects";

describe("measureProportionEffects", () => {
  it("compares stones outside the shape's usual depth with those inside it in matched cells", () => {
    const listings = syntheticListings({ perRetailer: 300 }).map((l, i) => {
      const deep = i % 3 === 0;
      return { ...l, depthPct: deep ? 65 : 61.5, tablePct: 57, priceCents: Math.round(l.priceCents * (deep ? 0.8 : 1)) };
    });
    const { deep, largeTable, listings: stated } = measureProportionEffects(listings);
    expect(stated).toBe(listings.length);
    expect(deep.cells).toBeGreaterThan(10);
    expect(deep.effect!).toBeLessThan(-0.1);
    expect(deep.high!).toBeLessThan(0);
    expect(largeTable).toMatchObject({ cells: 0, effect: null });
  });

  it("measures on the shared feeds that state depth and table (James Allen, the 2024 feed), with n", async () => {
    const { listings } = await readFeedListings(path.resolve(import.meta.dirname, "../../../../../shared/data/market"));
    const effects = measureProportionEffects(listings);
    expect(effects.listings).toBeGreaterThan(9000);
    expect(effects.deep.listings).toBeGreaterThan(200);
    expect(effects.deep.cells).toBeGreaterThan(100);
    // Measured 2026-11-28 (decision 048): deep -1.2% (95% -4.3% to +2.0%): the data cannot tell.
    expect(effects.deep.low!).toBeLessThan(0);
    expect(effects.deep.high!).toBeGreaterThan(0);
  }, 60_000);
});
