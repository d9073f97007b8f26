import { describe, expect, it } from "vitest";
import { CARAT_RANGE, LISTED_PRICE_RANGE } from "@faircarat/contracts/limits";
import { fitPricingModel } from "./fit-pricing-model";
import { createMarketIndex, neighbourhood } from "./market-index";
import { marketView } from "./market-curves";
import { priceDiamond } from "./price-diamond";
import { fittedFixture } from "./testing/fitted-fixture";
import { roundSpecs } from "./testing/round-specs";
import { seededRandom, syntheticListings, syntheticPriceCents } from "./testing/synthetic-market";
import type { PriceRequest, PricingListing } from "./types";
import { specsOfListing } from "./typical-grades";

const { listings, model, index } = fittedFixture();
const request: PriceRequest = { carat: 1.2, cut: "Excellent", color: "F", clarity: "VS1" };

describe("priceDiamond", () => {
  it("values the specs in the middle of the retailers' prices, each counting once, with an interval around it", () => {
    const result = priceDiamond(model, index, request);
    const usual = Object.fromEntries(
      result.retailerPrices.map((p) => [p.retailer, p.expectedCents]),
    );
    expect(Math.abs(result.fairMarketValueCents / usual.Middle! - 1)).toBeLessThan(0.05);
    expect(result.lowCents).toBeLessThan(usual.Middle!);
    expect(result.highCents).toBeGreaterThan(usual.Middle!);
    expect(result.pricePerCaratCents).toBe(Math.round(result.fairMarketValueCents / 1.2));
    expect(result.warnings).toEqual([]);
    expect(result.confidence).toBeGreaterThan(0);
    expect(result.confidenceTolerance).toBe(0.1);
    expect(result.basis.votingRetailers.sort()).toEqual(["Middle", "Premium", "Value"]);
  });

  it("computes savings and markup, and follows one verdict rule", () => {
    const fair = priceDiamond(model, index, request).fairMarketValueCents;
    const at = (listed: number) =>
      priceDiamond(model, index, { ...request, listedPriceCents: listed });
    const cheap = at(fair - 10_000);
    expect(cheap.savingsCents).toBe(10_000);
    expect(cheap.markupPercentage).toBeCloseTo((-10_000 / fair) * 100, 1);
    expect(at(fair).verdict).toBe(at(fair).confidence >= 0.1 ? "fair" : "too-little-data");
    const sixtyOver = at(Math.round(fair * 1.6));
    expect(sixtyOver.verdict).toBe("overpriced");
    expect(sixtyOver.isOverpriced).toBe(true);
    expect(priceDiamond(model, index, request).isOverpriced).toBeNull();
    expect(priceDiamond(model, index, request).verdict).toBeNull();
  });

  it("flags a listed price under a quarter of the range's low end as a likely slip, and no price near the market", () => {
    const slip = priceDiamond(model, index, { ...request, listedPriceCents: 145 });
    expect(slip.warnings).toContainEqual({
      kind: "listed-far-below",
      listedCents: 145,
      lowCents: slip.lowCents,
    });
    const fair = priceDiamond(model, index, request).fairMarketValueCents;
    for (const listed of [
      fair,
      Math.round(fair * 0.6),
      Math.ceil(priceDiamond(model, index, request).lowCents * 0.25),
    ]) {
      expect(
        priceDiamond(model, index, { ...request, listedPriceCents: listed }).warnings.map(
          (w) => w.kind,
        ),
      ).not.toContain("listed-far-below");
    }
  });

  it("gives the known retailer's usual price and where it sits, and says when the retailer is unknown", () => {
    const result = priceDiamond(model, index, {
      ...request,
      retailer: "premium",
      listedPriceCents: 150_000,
    });
    expect(result.retailer).toBe("Premium");
    expect(result.expectedAtRetailerCents).toBeGreaterThan(result.fairMarketValueCents);
    expect(result.retailerContext).toMatchObject({ retailer: "Premium", tier: "premium" });
    expect(result.retailerContext!.usualCents).toBe(result.expectedAtRetailerCents);
    // However it is written: "JamesAllen" is James Allen.
    for (const written of [" PREMIUM ", "Pre-mium", "premium."])
      expect(priceDiamond(model, index, { ...request, retailer: written }).retailer, written).toBe(
        "Premium",
      );
    const unknown = priceDiamond(model, index, { ...request, retailer: "Nowhere Gems" });
    expect(unknown.expectedAtRetailerCents).toBeNull();
    expect(unknown.warnings).toContainEqual({ kind: "retailer-unknown", retailer: "Nowhere Gems" });
  });

  it("measures a cheaper retailer's saving against the listed price the user would pay, or against the market value without one", () => {
    const listed = priceDiamond(model, index, {
      ...request,
      retailer: "Premium",
      listedPriceCents: 400_000,
    });
    const atValue = listed.retailerPrices.find((p) => p.retailer === "Value")!.expectedCents;
    expect(listed.alternativeRecommendations.find((a) => a.kind === "retailer")).toMatchObject({
      retailer: "Value",
      savingsCents: 400_000 - atValue,
      savingsAgainst: "listed-price",
    });
    const typed = priceDiamond(model, index, request);
    expect(typed.alternativeRecommendations.find((a) => a.kind === "retailer")).toMatchObject({
      savingsCents: typed.fairMarketValueCents - atValue,
      savingsAgainst: "market-value",
    });
    // A grade change is market to market either way.
    const color = (r: typeof listed) =>
      r.alternativeRecommendations.find((a) => a.kind === "color")!;
    expect(color(listed).savingsCents).toBe(
      listed.fairMarketValueCents - color(listed).estimatedPriceCents,
    );
  });

  it("states the tracked retailers' range for them and for no retailer, and a wider one for a retailer it has not seen", () => {
    const market = priceDiamond(model, index, request);
    const tracked = priceDiamond(model, index, { ...request, retailer: "Value" });
    const unseen = priceDiamond(model, index, { ...request, retailer: "Nowhere Gems" });
    expect([market.rangeScope, tracked.rangeScope, unseen.rangeScope]).toEqual([
      "tracked-retailers",
      "tracked-retailers",
      "any-retailer",
    ]);
    expect([tracked.lowCents, tracked.highCents]).toEqual([market.lowCents, market.highCents]);
    expect(unseen.fairMarketValueCents).toBe(market.fairMarketValueCents);
    expect(unseen.lowCents).toBeLessThan(market.lowCents);
    expect(unseen.highCents).toBeGreaterThan(market.highCents);
  });

  it("lists real, distinct comparables spread over retailers, with savings against the listed price", () => {
    const result = priceDiamond(model, index, { ...request, listedPriceCents: 120_000 });
    expect(result.comparableListings.length).toBe(5);
    expect(new Set(result.comparableListings.map((c) => c.source)).size).toBe(3);
    const rows = result.comparableListings.map((c) =>
      [c.source, c.specs.carat, c.specs.color, c.specs.clarity, c.priceCents].join("|"),
    );
    expect(new Set(rows).size).toBe(rows.length);
    for (const comparable of result.comparableListings) {
      const listing = listings.find((l) => l.url === comparable.url)!;
      expect(comparable).toMatchObject({
        source: listing.retailer,
        priceCents: listing.priceCents,
        savingsCents: 120_000 - listing.priceCents,
      });
    }
  });

  it("drops a duplicate listing a user could not tell apart", () => {
    const twin = listings.find((l) => l.observedOn === "2026-04-01" && l.retailer === "Value")!;
    const doubled = [...listings, { ...twin, url: `${twin.url}-copy` }];
    const result = priceDiamond(model, createMarketIndex(doubled, model), specsOfListing(twin), {
      comparables: 10,
    });
    const keys = result.comparableListings.map((c) =>
      [c.source, c.specs.carat, c.specs.color, c.specs.clarity, c.specs.cut, c.priceCents].join(
        "|",
      ),
    );
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("lists the same stone at other retailers by its certificate number, typed or found through the listing URL", () => {
    const stone = (retailer: string, priceCents: number): PricingListing => ({
      ...listings[0]!,
      retailer,
      priceCents,
      url: `https://example.test/${retailer}/cert`,
      certificateNumber: retailer === "Value" ? "LG 612345678" : "612345678",
    });
    const withCertificates = [...listings, stone("Value", 90_000), stone("Premium", 210_000)];
    const certified = createMarketIndex(withCertificates, model);
    const typed = priceDiamond(model, certified, { ...request, certificateNumber: "lg612345678" });
    expect(typed.sameStone.map((s) => [s.source, s.priceCents])).toEqual([
      ["Value", 90_000],
      ["Premium", 210_000],
    ]);
    expect(
      priceDiamond(model, certified, {
        ...request,
        listingUrl: "https://example.test/Premium/cert",
      }).sameStone,
    ).toHaveLength(2);
    expect(priceDiamond(model, certified, request).sameStone).toEqual([]);
  });

  it("prices a shape the data lack from its nearest cut, with a reason and less confidence, never an error", () => {
    const octagon = priceDiamond(model, index, {
      ...request,
      shape: "octagon",
      listedPriceCents: 100_000,
    });
    expect(octagon.pricedAsShape).toBe("round");
    expect(octagon.specs.shape).toBe("octagon");
    expect(octagon.warnings).toContainEqual({
      kind: "shape-priced-as",
      shape: "octagon",
      pricedAs: "round",
    });
    expect(octagon.comparableListings.length).toBeGreaterThan(0);
    expect(octagon.comparableListings.every((c) => c.specs.shape === "round")).toBe(true);
    expect(octagon.confidence).toBeLessThan(priceDiamond(model, index, request).confidence);
    expect(octagon.highCents / octagon.lowCents).toBeGreaterThan(
      priceDiamond(model, index, request).highCents / priceDiamond(model, index, request).lowCents,
    );
  });

  it("says so when the data cannot support an answer", () => {
    const big = priceDiamond(model, index, { ...request, carat: 8 });
    expect(big.confidence).toBeLessThan(priceDiamond(model, index, request).confidence);
    expect(big.warnings).toContainEqual({
      kind: "above-largest",
      carat: 8,
      largest: expect.any(Number) as number,
    });
    const natural = priceDiamond(model, index, { ...request, origin: "natural" });
    expect(natural.confidence).toBeLessThanOrEqual(0.05);
    expect(natural.warnings).toContainEqual({ kind: "natural" });
  });

  it("values at the requested date: the data's prices, moved by the trend only as far as the model's check allowed", () => {
    const later = { ...request, valuationDate: "2026-11-01" };
    const stale = priceDiamond(model, index, later);
    expect(stale.time).toMatchObject({
      dataDate: model.dataDate,
      valuationDate: "2026-11-01",
      monthsProjected: 0,
    });
    expect(stale.time.monthsPastData).toBeGreaterThan(6);
    expect(stale.fairMarketValueCents).toBe(
      priceDiamond(model, index, request).fairMarketValueCents,
    );
    const projecting = { ...model, timeIndex: { ...model.timeIndex, projectionMonths: 3 } };
    const moved = priceDiamond(projecting, index, later);
    expect(moved.time.monthsProjected).toBe(3);
    expect(moved.time.monthlyChange).toBeLessThan(0);
    expect(moved.fairMarketValueCents).toBeCloseTo(
      stale.fairMarketValueCents * (1 + moved.time.monthlyChange!) ** 3,
      -2,
    );
    expect(moved.highCents / moved.lowCents).toBeGreaterThan(stale.highCents / stale.lowCents);
  });

  it("reports an assumed cut and rejects an impossible carat", () => {
    expect(priceDiamond(model, index, { ...request, cut: null }).basis.assumptions).toEqual([
      { kind: "cut", assumed: "Excellent" },
    ]);
    expect(priceDiamond(model, index, request).basis.assumptions).toEqual([]);
    expect(() => priceDiamond(model, index, { ...request, carat: Number.NaN })).toThrow(RangeError);
  });

  it("values every carat and whole-cent price the API accepts, from edge to edge, and nothing past them", () => {
    for (const carat of [CARAT_RANGE.min, CARAT_RANGE.max]) {
      for (const listedPriceCents of [LISTED_PRICE_RANGE.min * 100, LISTED_PRICE_RANGE.max * 100]) {
        const priced = priceDiamond(model, index, {
          ...request,
          carat,
          color: "K",
          clarity: "I1",
          listedPriceCents,
        });
        expect(priced.fairMarketValueCents, `${carat} ct`).toBeGreaterThan(0);
        expect(Number.isFinite(priced.markupPercentage), `${carat} ct`).toBe(true);
        expect(priced.highCents).toBeLessThan(2 ** 31);
      }
    }
    for (const carat of [0, 0.009, 100.01, Number.POSITIVE_INFINITY])
      expect(() => priceDiamond(model, index, { ...request, carat }), `${carat} ct`).toThrow(
        RangeError,
      );
    for (const listedPriceCents of [0, 0.4, -100, LISTED_PRICE_RANGE.max * 100 + 1])
      expect(
        () => priceDiamond(model, index, { ...request, listedPriceCents }),
        `${listedPriceCents}`,
      ).toThrow(RangeError);
  });

  it("produces a model that survives a JSON round trip unchanged", () => {
    const copy = JSON.parse(JSON.stringify(model));
    expect(priceDiamond(copy, index, request)).toEqual(priceDiamond(model, index, request));
  });
});

describe("coverage-aware market value", () => {
  it("does not let a retailer seen only at 1.5-2 ct emeralds move the price of a 1 ct round", () => {
    const emeraldsOnly = oneRetailer("Emerald House", 300, 3, [1.5, 1.99], (carat) => ({
      shape: "emerald",
      color: "F",
      clarity: "VS1",
      observedOn: "2026-04-01",
      priceCents: Math.round(syntheticPriceCents(carat, "F", "VS1", 6) * 0.8),
    }));
    const base = syntheticListings();
    const withEmeralds = fitPricingModel([...base, ...emeraldsOnly], {
      valuationDate: "2026-04-23",
    });
    const round = { ...roundSpecs, carat: 1 };
    const before = marketView(model, round).fairLogPrice;
    const after = marketView(withEmeralds, round).fairLogPrice;
    expect(Math.abs(after - before)).toBeLessThan(0.02);
    const emeraldVoter = marketView(withEmeralds, round).voters.find(
      (v) => v.retailer === "Emerald House",
    )!;
    expect(emeraldVoter.weight).toBeLessThan(0.02);
    // ...while at its own specs it has a full say.
    expect(
      marketView(withEmeralds, { ...round, shape: "emerald", carat: 1.7 }).voters.find(
        (v) => v.retailer === "Emerald House",
      )!.weight,
    ).toBeGreaterThan(0.9);
  });

  it("suggests a cheaper retailer only where it lists stones like this one, with its own count of them", () => {
    // A value house that lists only emeralds, near the round's size: its round price would be read
    // off its emeralds.
    const emeraldHouse = oneRetailer("Emerald House", 300, 5, [1, 1.5], (carat) => ({
      shape: "emerald",
      color: "G",
      clarity: "VS1",
      observedOn: "2026-04-01",
      priceCents: Math.round(syntheticPriceCents(carat, "G", "VS1", 0.5)),
    }));
    const all = [...syntheticListings(), ...emeraldHouse];
    const withHouse = fitPricingModel(all, { valuationDate: "2026-04-23" });
    const houseIndex = createMarketIndex(all, withHouse);
    const round = priceDiamond(withHouse, houseIndex, { ...request, listedPriceCents: 400_000 });
    expect(round.retailerPrices.map((p) => p.retailer)).toContain("Emerald House");
    const suggestion = round.alternativeRecommendations.find((a) => a.kind === "retailer")!;
    expect(suggestion.retailer).toBe("Value");
    expect(suggestion.nearbyListings).toBe(
      neighbourhood(houseIndex, { ...roundSpecs, carat: request.carat }).listingsByRetailer.get(
        "Value",
      ),
    );
    // ...and for an emerald of its own, it is the one to suggest.
    const emerald = priceDiamond(withHouse, houseIndex, {
      ...request,
      shape: "emerald",
      listedPriceCents: 400_000,
    });
    expect(emerald.alternativeRecommendations.find((a) => a.kind === "retailer")?.retailer).toBe(
      "Emerald House",
    );
  });

  it("keeps rising past the largest stone the current retailers list, where an old feed of cheap large stones would otherwise set the price", () => {
    // The current retailers list 0.5-3 ct; a 2024 feed three years old, at a third of their level,
    // lists up to 8 ct.
    const oldLargeStones = oneRetailer("Old Large Stones", 200, 11, [0.5, 8], (carat) => ({
      observedOn: "2024-04-01",
      priceCents: Math.round(syntheticPriceCents(carat, "G", "VS1", 0.6, 2)),
    }));
    const withOld = fitPricingModel([...syntheticListings(), ...oldLargeStones], {
      valuationDate: "2026-04-23",
    });
    const withOldIndex = createMarketIndex([...syntheticListings(), ...oldLargeStones], withOld);
    const fairAt = (carat: number) =>
      priceDiamond(withOld, withOldIndex, { ...roundSpecs, carat }).fairMarketValueCents;
    const carats = [2.5, 3, 4, 6, 8];
    const fair = carats.map(fairAt);
    // The market prices carat^1.6 here: double the carat costs about three times as much.
    expect(fair[3]! / fair[1]!).toBeGreaterThan(2.5);
    for (let i = 1; i < carats.length; i++) expect(fair[i]!).toBeGreaterThan(fair[i - 1]! * 1.1);
    // Past the data the say stays as it was at the edge: the current retailers keep theirs.
    const weightsAt = (carat: number) =>
      marketView(withOld, { ...roundSpecs, carat }).voters.map((v) => v.weight);
    expect(weightsAt(8)).toEqual(weightsAt(12));
    expect(
      marketView(withOld, { ...roundSpecs, carat: 8 }).voters.find((v) => v.retailer === "Middle")!
        .weight,
    ).toBeGreaterThan(0.5);
  });

  it("says a size past what the current retailers list is extrapolated, and widens its range, though an old feed listed it", () => {
    // A 6 ct E VS1 round read $3,399-$5,601-$5,912 (1.7x), the narrowest range of any size, with no
    // current retailer listing over 4.76 ct: the 2021 and 2024 feeds' 6-8 ct stones counted as
    // data.
    const oldLargeStones = oneRetailer("Old Large Stones", 200, 11, [0.5, 8], (carat) => ({
      observedOn: "2024-04-01",
      priceCents: Math.round(syntheticPriceCents(carat, "G", "VS1", 0.6, 2)),
    }));
    const all = [...syntheticListings(), ...oldLargeStones];
    const withOld = fitPricingModel(all, { valuationDate: "2026-04-23" });
    const withOldIndex = createMarketIndex(all, withOld);
    const largestCurrent = Math.max(
      ...withOld.retailers.filter((r) => r.current).map((r) => r.caratMax),
    );
    const at = (carat: number) => priceDiamond(withOld, withOldIndex, { ...roundSpecs, carat });
    const inside = at(2.5);
    const past = at(6);
    expect(past.warnings).toContainEqual({
      kind: "above-largest",
      carat: 6,
      largest: largestCurrent,
    });
    expect(inside.warnings.some((w) => w.kind === "above-largest")).toBe(false);
    expect(past.highCents / past.lowCents).toBeGreaterThan(
      (inside.highCents / inside.lowCents) * 1.1,
    );
    expect(past.confidence).toBeLessThan(inside.confidence);
  });
});

/**
 * `count` listings of one more retailer, carats spread over `[from, to]` (seeded); `row` sets the
 * rest.
 */
function oneRetailer(
  retailer: string,
  count: number,
  seed: number,
  [from, to]: [number, number],
  row: (carat: number) => Partial<PricingListing>,
): PricingListing[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, i) => {
    const carat = Math.round((from + random() * (to - from)) * 100) / 100;
    return {
      ...listings[0]!,
      retailer,
      carat,
      url: `https://example.test/${retailer.toLowerCase().replace(/\s/g, "-")}/${i}`,
      ...row(carat),
    };
  });
}
