import { describe, expect, it } from "vitest";
import { roundSpecs } from "./testing/round-specs";
import { marketTrendFor } from "./market-trend";
import { recentMonthlyChange } from "./time-index";
import { fittedFixture } from "./testing/fitted-fixture";

const { model } = fittedFixture();
const specs = roundSpecs;

describe("marketTrendFor", () => {
  it("states the time index's yearly change, learnt from a retailer seen at two dates", () => {
    const trend = marketTrendFor(model, specs)!;
    // The synthetic value retailer asked 1.3x more per year back: -23% a year.
    expect(trend.changePerYearPercent).toBeCloseTo(-23, 0);
    expect(trend.changePerYearPercent).toBeCloseTo(
      ((1 + recentMonthlyChange(model.timeIndex, specs.carat)!) ** 12 - 1) * 100,
      1,
    );
    expect(trend.series).toHaveLength(1);
    expect(trend.series[0]!.retailer).toBe("Value");
    expect(trend.series[0]!.pricePerCaratFromCents).toBeGreaterThan(
      trend.series[0]!.pricePerCaratToCents,
    );
    expect(trend.basis).toMatch(/Value 2021-04-01 to 2026-04-01/);
  });

  it("has no trend where no retailer was seen twice", () => {
    expect(
      marketTrendFor(
        { ...model, trend: model.trend.filter((p) => p.observedOn !== "2021-04-01") },
        specs,
      ),
    ).toBeNull();
  });
});
