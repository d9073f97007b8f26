import { describe, expect, it } from "vitest";
import { constantQualitySeries } from "./constant-quality-trend";
import { fitPricingModel } from "./fit-pricing-model";
import { createMarketIndex } from "./market-index";
import { priceDiamond } from "./price-diamond";
import { fittedFixture } from "./testing/fitted-fixture";
import { indexCells } from "./testing/index-fixture";
import { roundSpecs } from "./testing/round-specs";
import { syntheticListings } from "./testing/synthetic-market";
import { logLevelAt } from "./time-index";
import type { PricingModel } from "./model";

const band = { min: 0.9, max: 1.4 };
const fairPerCarat = (model: PricingModel) =>
  priceDiamond(model, createMarketIndex([], model), { ...roundSpecs }, { comparables: 0 })
    .fairMarketValueCents / roundSpecs.carat;

describe("constantQualitySeries", () => {
  const { model } = fittedFixture();

  it("values the same specs in each month the listings were seen, ending at today's fair value", () => {
    const series = constantQualitySeries(model, roundSpecs, band);
    expect(series.map((p) => [p.month, p.source])).toEqual([
      ["2021-04", "listings"],
      ["2026-04", "listings"],
    ]);
    expect(series.every((p) => p.listings >= 10)).toBe(true);
    expect(series.at(-1)!.pricePerCaratCents).toBeCloseTo(fairPerCarat(model), -1);
    // The older month is today's value moved back along the time index, nothing else.
    expect(series[0]!.pricePerCaratCents / series[1]!.pricePerCaratCents).toBeCloseTo(
      Math.exp(logLevelAt(model.timeIndex, "2021-04-01", roundSpecs.carat)),
      3,
    );
  });

  it("moves with the market, not with the mix: the months' values do not care which retailers listed then", () => {
    // Drop the cheap retailer's old snapshot from the month counts: the old month's value stays.
    const fewer = { ...model, trend: model.trend.filter((p) => p.retailer !== "Value") };
    const [all, some] = [model, fewer].map((m) => constantQualitySeries(m, roundSpecs, band));
    expect(some!.find((p) => p.month === "2021-04")).toBeUndefined();
    expect(some!.at(-1)!.pricePerCaratCents).toBe(all!.at(-1)!.pricePerCaratCents);
  });

  it("carries on past the listings with each published edition's market step", () => {
    const listings = syntheticListings();
    const editions = [
      { edition: "2026-05-21", collectedOn: "2026-05-18", levels: { Indexed: 1.4, Middle: 2.16 } },
      {
        edition: "2026-06-21",
        collectedOn: "2026-06-18",
        levels: { Indexed: 1.4 * 0.8, Middle: 2.16 * 0.8 },
      },
    ];
    const fell = fitPricingModel(listings, {
      valuationDate: "2026-06-18",
      indexCells: indexCells(editions),
    });
    const series = constantQualitySeries(fell, roundSpecs, band);
    expect(series.slice(-2).map((p) => [p.month, p.source])).toEqual([
      ["2026-05", "index"],
      ["2026-06", "index"],
    ]);
    const [may, june] = series.slice(-2);
    expect(june!.pricePerCaratCents / may!.pricePerCaratCents).toBeCloseTo(0.8, 2);
    expect(june!.pricePerCaratCents).toBeCloseTo(fairPerCarat(fell), -1);
    expect(may!.listings).toBeGreaterThan(0);
  });
});
