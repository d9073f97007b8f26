import { describe, expect, it } from "vitest";
import { checkOutOfSample, labCellKey, measureLabPremium } from "./lab-premium";
import { syntheticListings } from "./testing/synthetic-market";
import type { PricingListing } from "./types";

/**
 * Every synthetic stone twice, once per lab, the GIA one at `factor` times the price; IGI's top cut
 * called Ideal, GIA's Excellent.
 */
function twoLabs(factor: number, seed = 7): PricingListing[] {
  return syntheticListings({ perRetailer: 200, seed }).flatMap((l, i) => [
    {
      ...l,
      certificateLab: "IGI" as const,
      cut: "Ideal" as const,
      priceCents: Math.round(l.priceCents * (1 + ((i % 5) - 2) * 0.01)),
    },
    {
      ...l,
      certificateLab: "GIA" as const,
      cut: "Excellent" as const,
      priceCents: Math.round(l.priceCents * factor * (1 + ((i % 3) - 1) * 0.01)),
    },
  ]);
}

describe("measureLabPremium", () => {
  it("measures GIA against IGI in matched cells, the labs' top cuts matched, and applies it where it holds out of sample", () => {
    const premium = measureLabPremium(twoLabs(1.08));
    expect(premium.cells).toBeGreaterThan(20);
    expect(premium.effect!).toBeCloseTo(0.08, 2);
    expect(premium.low!).toBeGreaterThan(0);
    expect(premium.outOfSample.folds).toHaveLength(2);
    for (const fold of premium.outOfSample.folds)
      expect(fold.errorWith).toBeLessThan(fold.errorWithout);
    expect(premium.outOfSample.byRetailer.map((f) => f.retailer)).toEqual([
      "Middle",
      "Premium",
      "Value",
    ]);
    expect(premium.outOfSample.reducesErrorByRetailer).toBe(true);
    expect(premium.holds).toBe(true);
    expect(Math.expm1(premium.appliedLog)).toBeCloseTo(premium.effect!, 6);
  });

  it("applies nothing where one retailer's difference does not carry to another (fitted on the others, it raises the held-out retailer's error)", () => {
    const listings = twoLabs(1).map((l) =>
      l.certificateLab === "GIA" && l.retailer === "Value"
        ? { ...l, priceCents: Math.round(l.priceCents * 0.85) }
        : l,
    );
    const premium = measureLabPremium(listings);
    const middle = premium.outOfSample.byRetailer.find((f) => f.retailer === "Middle")!;
    expect(middle.errorWith).toBeGreaterThan(middle.errorWithout);
    expect(premium.outOfSample.reducesErrorByRetailer).toBe(false);
    expect(premium.holds).toBe(false);
    expect(premium.appliedLog).toBe(0);
  });

  it("applies nothing where the labs sell at the same price (the interval holds 0)", () => {
    const premium = measureLabPremium(twoLabs(1));
    expect(Math.abs(premium.effect!)).toBeLessThan(0.01);
    expect(premium.holds).toBe(false);
    expect(premium.appliedLog).toBe(0);
  });

  it("applies nothing where no cell holds both labs", () => {
    const premium = measureLabPremium(
      syntheticListings({ perRetailer: 30 }).map((l) => ({ ...l, certificateLab: "IGI" as const })),
    );
    expect(premium).toMatchObject({
      cells: 0,
      effect: null,
      holds: false,
      appliedLog: 0,
      byRetailer: [],
    });
  });

  it("keeps a cell's key apart by cut class: a Very Good stone is not matched with a top cut", () => {
    const [stone] = syntheticListings({ perRetailer: 1 });
    expect(labCellKey({ ...stone!, cut: "Ideal" })).toBe(
      labCellKey({ ...stone!, cut: "Excellent" }),
    );
    expect(labCellKey({ ...stone!, cut: "Very Good" })).not.toBe(
      labCellKey({ ...stone!, cut: "Excellent" }),
    );
  });

  it("an out-of-sample check of cells without a difference finds no error to lower, over two halves holding every cell", () => {
    const cells = Array.from({ length: 60 }, (_, i) => ({
      key: `cell${i}`,
      a: [Math.log(100 + i), Math.log(104 + i)],
      b: [Math.log(102 + i)],
    }));
    const check = checkOutOfSample(cells);
    expect(check.folds.map((f) => f.testCells).reduce((a, b) => a + b, 0)).toBe(60);
    expect(check.folds.every((f) => f.testCells > 10)).toBe(true);
    expect(check.reducesError).toBe(false);
  });
});
