import { describe, expect, it } from "vitest";
import { retailerLogPrices } from "./fair-market-value";
import { centsFromLog } from "./money";
import { priceDiamond } from "./price-diamond";
import { fittedFixture } from "./testing/fitted-fixture";
import type { PriceRequest } from "./types";

const { listings, model, index } = fittedFixture();
const request: PriceRequest = { carat: 1.2, cut: "Excellent", color: "F", clarity: "VS1" };

describe("priceDiamond", () => {
  it("values the specs at the median of the retailers' prices, each counting once", () => {
    const result = priceDiamond(model, index, request);
    const fmvCurves = retailerLogPrices(model.coefficients, model.layout, result.specs);
    expect(result.fairMarketValueCents).toBe(centsFromLog(fmvCurves.find((p) => p.retailer === "Middle")!.logPrice));
    // The displayed usual prices come from the robust, median-centred curves: close to the FMV ones.
    const middle = result.retailerPrices.find((p) => p.retailer === "Middle")!.expectedCents;
    expect(Math.abs(middle / result.fairMarketValueCents - 1)).toBeLessThan(0.03);
    expect(result.lowCents).toBeLessThan(result.retailerPrices.find((p) => p.retailer === "Value")!.expectedCents);
    expect(result.highCents).toBeGreaterThan(result.fairMarketValueCents * 1.3);
    expect(result.pricePerCaratCents).toBe(Math.round(result.fairMarketValueCents / 1.2));
    expect(result.warnings).toEqual([]);
    expect(result.confidence).toBeGreaterThan(0.5);
  });

  it("computes savings, markup and the overpriced rule against the interval", () => {
    const fair = priceDiamond(model, index, request).fairMarketValueCents;
    const cheap = priceDiamond(model, index, { ...request, listedPriceCents: fair - 10_000 });
    expect(cheap.savingsCents).toBe(10_000);
    expect(cheap.markupPercentage).toBeCloseTo((-10_000 / fair) * 100, 1);
    expect(cheap.isOverpriced).toBe(false);
    const dear = priceDiamond(model, index, { ...request, listedPriceCents: cheap.highCents + 1 });
    expect(dear.isOverpriced).toBe(true);
    expect(dear.recommendations.join(" ")).toMatch(/above where 9 in 10 listings/);
    expect(priceDiamond(model, index, request).isOverpriced).toBeNull();
  });

  it("gives the known retailer's usual price and judges the listing against it too", () => {
    const result = priceDiamond(model, index, { ...request, retailer: "premium", listedPriceCents: 150_000 });
    expect(result.retailer).toBe("Premium");
    expect(result.expectedAtRetailerCents).toBeGreaterThan(result.fairMarketValueCents);
    expect(result.recommendations.some((r) => r.startsWith("Premium usually lists"))).toBe(true);
    const unknown = priceDiamond(model, index, { ...request, retailer: "Nowhere Gems" });
    expect(unknown.expectedAtRetailerCents).toBeNull();
    expect(unknown.warnings.join(" ")).toMatch(/No current listings from Nowhere Gems/);
  });

  it("lists real comparables with savings against the listed price", () => {
    const result = priceDiamond(model, index, { ...request, listedPriceCents: 120_000 });
    expect(result.comparableListings.length).toBeGreaterThan(0);
    for (const comparable of result.comparableListings) {
      const listing = listings.find((l) => l.url === comparable.url)!;
      expect(comparable).toMatchObject({ source: listing.retailer, priceCents: listing.priceCents, savingsCents: 120_000 - listing.priceCents });
    }
  });

  it("suggests one grade lower, just under a magic size and a value retailer, with real savings", () => {
    const result = priceDiamond(model, index, { ...request, carat: 1.52 });
    const kinds = result.alternativeRecommendations.map((a) => a.kind).sort();
    expect(kinds).toEqual(["clarity", "color", "retailer", "size"]);
    expect(result.alternativeRecommendations.find((a) => a.kind === "size")!.specs.carat).toBe(1.45);
    expect(result.alternativeRecommendations.find((a) => a.kind === "retailer")!.retailer).toBe("Value");
    result.alternativeRecommendations.forEach((a) => expect(a.savingsCents).toBe(result.fairMarketValueCents - a.estimatedPriceCents));
    expect(result.recommendations.some((r) => /^Dropping one color grade to G would save about \$[\d,]+/.test(r))).toBe(true);
  });

  it("says so when the data cannot support an answer", () => {
    const big = priceDiamond(model, index, { ...request, carat: 8 });
    expect(big.confidence).toBeLessThan(0.2);
    expect(big.warnings.join(" ")).toMatch(/above the largest current listing/);
    const pear = priceDiamond(model, index, { ...request, shape: "pear" });
    expect(pear.confidence).toBeLessThan(0.2);
    expect(pear.warnings.join(" ")).toMatch(/No current listings of pear/);
    const natural = priceDiamond(model, index, { ...request, origin: "natural" });
    expect(natural.confidence).toBeLessThanOrEqual(0.05);
    expect(natural.warnings.join(" ")).toMatch(/lab-grown diamonds only/);
  });

  it("reports an assumed cut and rejects an impossible carat", () => {
    expect(priceDiamond(model, index, { ...request, cut: null }).basis.assumptions).toEqual(["Cut not given: assumed Excellent."]);
    expect(() => priceDiamond(model, index, { ...request, carat: Number.NaN })).toThrow(RangeError);
  });

  it("produces a model that survives a JSON round trip unchanged", () => {
    const copy = JSON.parse(JSON.stringify(model));
    expect(priceDiamond(copy, index, request)).toEqual(priceDiamond(model, index, request));
  });
});
