import { describe, expect, it } from "vitest";
import { syntheticListings } from "../testing/synthetic-market";
import { measureProportionEffects } from "./proportion-effects";

describe("measureProportionEffects", () => {
  it("compares stones outside the shape's usual depth with those inside it in matched cells", () => {
    const listings = syntheticListings({ perRetailer: 300 }).map((l, i) => {
      const deep = i % 3 === 0;
      return {
        ...l,
        depthPct: deep ? 65 : 61.5,
        tablePct: 57,
        priceCents: Math.round(l.priceCents * (deep ? 0.8 : 1)),
      };
    });
    const { deep, largeTable, listings: stated } = measureProportionEffects(listings);
    expect(stated).toBe(listings.length);
    expect(deep.cells).toBeGreaterThan(10);
    expect(deep.effect!).toBeLessThan(-0.1);
    expect(deep.high!).toBeLessThan(0);
    expect(largeTable).toMatchObject({ cells: 0, effect: null });
  });
});
