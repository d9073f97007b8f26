import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { clarities, colors, cutGrades, shapes } from "./grades";
import { priceDiamond } from "./price-diamond";
import { verdicts } from "./verdict";
import { fittedFixture } from "./testing/fitted-fixture";
import type { PriceRequest } from "./types";

const { model, index } = fittedFixture();
/** "Noise": a better grade may not cost less than this fraction below the worse one. */
const noise = 0.02;

const request = fc.record({
  carat: fc.double({ min: 0.2, max: 12, noNaN: true }),
  color: fc.constantFrom(...colors),
  clarity: fc.constantFrom(...clarities),
  cut: fc.constantFrom(...cutGrades),
  shape: fc.constantFrom(...shapes),
  retailer: fc.constantFrom(null, "Value", "Premium", "Unknown Jeweller"),
  listedPriceCents: fc.option(fc.integer({ min: 1, max: 100_000_000 }), { nil: null }),
}) satisfies fc.Arbitrary<PriceRequest>;

const price = (r: PriceRequest) => priceDiamond(model, index, r, { comparables: 3 });

describe("priceDiamond properties", () => {
  it("keeps low <= FMV <= high, confidence in [0, 1], and never a NaN", () => {
    fc.assert(
      fc.property(request, (r) => {
        const result = price(r);
        expect(result.lowCents).toBeLessThanOrEqual(result.fairMarketValueCents);
        expect(result.fairMarketValueCents).toBeLessThanOrEqual(result.highCents);
        expect(result.confidence).toBeGreaterThanOrEqual(0);
        expect(result.confidence).toBeLessThanOrEqual(1);
        const numbers = JSON.stringify(result).match(/-?\d+(\.\d+)?|NaN|Infinity|null/g) ?? [];
        expect(numbers).not.toContain("NaN");
        expect(numbers).not.toContain("Infinity");
        expect(
          Number.isInteger(result.fairMarketValueCents) && result.fairMarketValueCents > 0,
        ).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it("never falls with carat at fixed grades: the FMV, the interval's ends and each retailer's price", () => {
    fc.assert(
      fc.property(request, fc.double({ min: 1.001, max: 2, noNaN: true }), (r, factor) => {
        const [small, large] = [price(r), price({ ...r, carat: r.carat * factor })];
        expect(large.fairMarketValueCents).toBeGreaterThanOrEqual(small.fairMarketValueCents);
        // Nor stays flat where the votes shift: it rises at least as the square root of carat (to
        // two cents of rounding).
        expect(large.fairMarketValueCents).toBeGreaterThanOrEqual(
          small.fairMarketValueCents * Math.sqrt(factor) - 2,
        );
        // A named retailer with data near one size and not the other is judged against two
        // populations (tracked retailers, or any retailer): the range is monotone within each.
        const sameRange = large.rangeScope === small.rangeScope;
        if (sameRange) expect(large.lowCents).toBeGreaterThanOrEqual(small.lowCents);
        if (sameRange) expect(large.highCents).toBeGreaterThanOrEqual(small.highCents);
        // Against the market, the same price for a larger stone is never the one called overpriced
        // (a retailer's usual price, shown only where it lists near the specs, may still appear).
        if (sameRange && large.isOverpriced && !large.retailerContext && !small.retailerContext)
          expect(small.isOverpriced).toBe(true);
        // The retailer's own curve too, where the retailer is known near both sizes.
        if (large.expectedAtRetailerCents !== null && small.expectedAtRetailerCents !== null)
          expect(large.expectedAtRetailerCents).toBeGreaterThanOrEqual(
            small.expectedAtRetailerCents,
          );
      }),
      { numRuns: 300 },
    );
  });

  it("never lets a better color or clarity cost more than noise less", () => {
    fc.assert(
      fc.property(request, fc.integer({ min: 1, max: 3 }), (r, steps) => {
        const worse = price(r);
        const betterColor = price({
          ...r,
          color: colors[Math.max(0, colors.indexOf(r.color) - steps)]!,
        });
        const betterClarity = price({
          ...r,
          clarity: clarities[Math.max(0, clarities.indexOf(r.clarity) - steps)]!,
        });
        for (const better of [betterColor, betterClarity]) {
          expect(better.fairMarketValueCents).toBeGreaterThanOrEqual(worse.fairMarketValueCents);
          expect(better.expectedAtRetailerCents ?? 0).toBeGreaterThanOrEqual(
            (worse.expectedAtRetailerCents ?? 0) * (1 - noise),
          );
        }
      }),
      { numRuns: 300 },
    );
  });

  it("gives far-out sizes and shapes the data lack less confidence than the same stone inside the data, and a reason", () => {
    fc.assert(
      fc.property(
        request,
        fc.double({ min: 8, max: 30, noNaN: true }),
        fc.constantFrom(...shapes.filter((s) => s !== "round")),
        (r, carat, shape) => {
          const inside = price({ ...r, shape: "round", carat: 1.2 });
          for (const far of [
            price({ ...r, shape: "round", carat }),
            price({ ...r, carat: 1.2, shape }),
          ]) {
            expect(far.confidence).toBeLessThan(inside.confidence);
            expect(far.warnings.length).toBeGreaterThan(0);
          }
        },
      ),
      { numRuns: 100 },
    );
  });

  it("never reads a higher listed price as fairer, and never calls 25% over the fair value a fair price", () => {
    const rank = (verdict: string | null) => verdicts.indexOf(verdict as (typeof verdicts)[number]);
    fc.assert(
      fc.property(
        request,
        fc.integer({ min: 100, max: 10_000_000 }),
        fc.double({ min: 1.0001, max: 5, noNaN: true }),
        (r, listed, factor) => {
          const cheaper = price({ ...r, listedPriceCents: listed });
          const dearer = price({ ...r, listedPriceCents: Math.round(listed * factor) });
          expect(rank(dearer.verdict)).toBeGreaterThanOrEqual(rank(cheaper.verdict));
          if (dearer.listedPriceCents! >= dearer.fairMarketValueCents * 1.25)
            expect(dearer.verdict).toBe("overpriced");
          expect(dearer.isOverpriced).toBe(dearer.verdict === "overpriced");
        },
      ),
      { numRuns: 300 },
    );
  });
});
