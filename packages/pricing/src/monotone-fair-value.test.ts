import { describe, expect, it } from "vitest";
import { clarities, colors } from "./grades";
import { fitPricingModel } from "./fit-pricing-model";
import { marketView } from "./market-curves";
import { monotoneFairLogPrice } from "./monotone-fair-value";
import { projectToValuationDate } from "./time-index";
import { roundSpecs } from "./testing/round-specs";
import { syntheticListings } from "./testing/synthetic-market";

// A value retailer that lists only 1.20-1.50 ct: its say fades in over a few points of carat, and
// the mixture's median falls there although every retailer's own price rises.
const listings = syntheticListings({ perRetailer: 600 }).filter(
  (l) => l.retailer !== "Value" || l.observedOn < "2025" || (l.carat >= 1.2 && l.carat <= 1.5),
);
const model = fitPricingModel(listings, { valuationDate: "2026-04-23" });
const carats = Array.from({ length: 250 }, (_, i) => Math.round((0.5 + i * 0.01) * 100) / 100);

describe("monotoneFairLogPrice", () => {
  it("never falls as carat rises where the mixture's median does", () => {
    const raw = carats.map((carat) => marketView(model, { ...roundSpecs, carat }).fairLogPrice);
    const drops = raw.filter((value, i) => i > 0 && value < raw[i - 1]! - 1e-9);
    expect(drops.length).toBeGreaterThan(0);
    for (const color of colors.slice(0, 6))
      for (const clarity of clarities.slice(2, 8)) {
        const fair = carats.map((carat) =>
          monotoneFairLogPrice(model, { ...roundSpecs, color, clarity, carat }, model.dataDate),
        );
        fair.forEach((value, i) => i > 0 && expect(value).toBeGreaterThanOrEqual(fair[i - 1]!));
      }
  });

  it("rises at least as the square root of carat where the votes shift, never flat", () => {
    const fair = carats.map((carat) =>
      monotoneFairLogPrice(model, { ...roundSpecs, carat }, model.dataDate),
    );
    // Between any two grid-spaced points (0.05 apart in log carat), log price rises by at least
    // half the log carat.
    for (let i = 5; i < carats.length; i += 5) {
      expect(fair[i]! - fair[i - 5]!, `${carats[i - 5]} to ${carats[i]} ct`).toBeGreaterThanOrEqual(
        0.5 * Math.log(carats[i]! / carats[i - 5]!) - 0.01,
      );
    }
  });

  it("keeps a better grade at least as dear, and the jump at a magic size", () => {
    for (const carat of [0.7, 0.99, 1, 1.35, 2.4]) {
      const at = (color: string, clarity: string) =>
        monotoneFairLogPrice(
          model,
          { ...roundSpecs, color: color as never, clarity: clarity as never, carat },
          model.dataDate,
        );
      expect(at("E", "VS1")).toBeGreaterThanOrEqual(at("F", "VS1"));
      expect(at("F", "VS1")).toBeGreaterThanOrEqual(at("F", "VS2"));
    }
    const under = monotoneFairLogPrice(model, { ...roundSpecs, carat: 0.99 }, model.dataDate);
    const on = monotoneFairLogPrice(model, { ...roundSpecs, carat: 1 }, model.dataDate);
    expect(on - under).toBeGreaterThan(0.05);
  });

  it("is the mixture's median where that already rises (to interpolation between grid points)", () => {
    const specs = { ...roundSpecs, carat: 2.3 };
    expect(monotoneFairLogPrice(model, specs, model.dataDate)).toBeCloseTo(
      marketView(model, specs).fairLogPrice,
      2,
    );
  });

  it("moves with the time index past the data date, by what the index carries", () => {
    const projected = { ...model, timeIndex: { ...model.timeIndex, projectionMonths: 6 } };
    const shift = projectToValuationDate(
      projected.timeIndex,
      "2026-10-23",
      roundSpecs.carat,
    ).logShift;
    expect(Math.abs(shift)).toBeGreaterThan(0.001);
    const moved =
      monotoneFairLogPrice(projected, roundSpecs, "2026-10-23") -
      monotoneFairLogPrice(projected, roundSpecs, model.dataDate);
    expect(moved).toBeCloseTo(shift, 3);
  });
});
