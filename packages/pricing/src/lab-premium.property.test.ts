import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { measureLabPremium } from "./lab-premium";
import { proportionGap } from "./market-index";
import { syntheticListings } from "./testing/synthetic-market";
import type { PricingListing } from "./types";

const stones = syntheticListings({ perRetailer: 120 });
/**
 * Each stone once per lab, IGI's top cut Ideal and GIA's Excellent, the GIA one at `factor` times
 * the price (1% noise either side).
 */
const twoLabs = (factor: number, retailerLevel: Record<string, number> = {}): PricingListing[] =>
  stones.flatMap((l, i) => {
    const level = retailerLevel[l.retailer] ?? 1;
    return [
      {
        ...l,
        certificateLab: "IGI" as const,
        cut: "Ideal" as const,
        priceCents: Math.round(l.priceCents * level * (1 + ((i % 3) - 1) * 0.01)),
      },
      {
        ...l,
        certificateLab: "GIA" as const,
        cut: "Excellent" as const,
        priceCents: Math.round(l.priceCents * level * factor * (1 + ((i % 5) - 2) * 0.01)),
      },
    ];
  });

describe("lab premium: properties", () => {
  it("moves by exactly the factor GIA prices are moved by, and a retailer's own price level does not move it", () => {
    const base = Math.log1p(measureLabPremium(twoLabs(1)).effect!);
    fc.assert(
      fc.property(
        fc.double({ min: 0.8, max: 1.25, noNaN: true }),
        fc.double({ min: 0.5, max: 2, noNaN: true }),
        (factor, level) => {
          const premium = measureLabPremium(twoLabs(factor, { Premium: level }));
          expect(Math.log1p(premium.effect!) - base).toBeCloseTo(Math.log(factor), 2);
        },
      ),
      { numRuns: 15 },
    );
  });

  it("a comparable's proportion term lies in [0, 0.5] and is symmetric", () => {
    const pct = fc.option(fc.double({ min: 40, max: 90, noNaN: true }), { nil: null });
    fc.assert(
      fc.property(pct, pct, pct, pct, (d1, t1, d2, t2) => {
        const gap = proportionGap({ depthPct: d1, tablePct: t1 }, { depthPct: d2, tablePct: t2 });
        expect(gap).toBeGreaterThanOrEqual(0);
        expect(gap).toBeLessThanOrEqual(0.5);
        expect(
          proportionGap({ depthPct: d2, tablePct: t2 }, { depthPct: d1, tablePct: t1 }),
        ).toBeCloseTo(gap, 12);
      }),
    );
  });
});
