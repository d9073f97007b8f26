import { describe, expect, it } from "vitest";
import { measureFlagEffects } from "./flag-effects";
import { syntheticListings } from "./testing/synthetic-market";

describe("measureFlagEffects", () => {
  it("measures a flag's price effect within matched retailer and spec cells, with its n and interval", () => {
    const listings = syntheticListings({ perRetailer: 200 }).flatMap((l, i) => {
      const cvd = i % 2 === 0;
      return [
        {
          ...l,
          growthMethod: cvd ? ("CVD" as const) : ("HPHT" as const),
          treatment: cvd ? ("may be treated" as const) : ("as grown" as const),
          priceCents: Math.round(l.priceCents * (cvd ? 0.9 : 1)),
        },
      ];
    });
    const { growth, treatment } = measureFlagEffects(listings);
    expect(growth.cells).toBeGreaterThan(10);
    expect(growth.effect!).toBeGreaterThan(-0.2);
    expect(growth.effect!).toBeLessThan(0);
    expect(growth.low!).toBeLessThan(growth.effect!);
    expect(growth.high!).toBeGreaterThan(growth.effect!);
    expect(growth.overlap).toBe(1);
    expect(treatment.effect).toBeCloseTo(growth.effect!, 6);
  });

  it("measures nothing where no listing states the flags", () => {
    const { growth } = measureFlagEffects(syntheticListings({ perRetailer: 20 }));
    expect(growth).toMatchObject({ cells: 0, effect: null, listings: 0 });
  });
});
