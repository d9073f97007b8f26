import { describe, expect, it } from "vitest";
import { roundSpecs } from "./testing/round-specs";
import {
  createMarketIndex,
  lowerBound,
  nearestListings,
  neighbourhood,
  proportionGap,
} from "./market-index";
import { fittedFixture } from "./testing/fitted-fixture";

const { listings, index } = fittedFixture();
const specs = roundSpecs;

describe("market index", () => {
  it("finds the first position at or above a carat", () => {
    const sorted = Float64Array.from([0.5, 1, 1, 1.5]);
    expect(lowerBound(sorted, 1)).toBe(1);
    expect(lowerBound(sorted, 2)).toBe(4);
    expect(lowerBound(sorted, 0.1)).toBe(0);
  });

  it("returns real current listings only, nearest first, no retailer taking more than half", () => {
    const nearest = nearestListings(index, specs, 6);
    expect(nearest).toHaveLength(6);
    nearest.forEach((l) => expect(listings).toContain(l));
    expect(nearest.every((l) => l.observedOn === "2026-04-01")).toBe(true);
    const perRetailer = new Map<string, number>();
    nearest.forEach((l) => perRetailer.set(l.retailer, (perRetailer.get(l.retailer) ?? 0) + 1));
    expect(Math.max(...perRetailer.values())).toBeLessThanOrEqual(3);
    const gaps = nearest.map((l) => Math.abs(Math.log(l.carat / specs.carat)));
    expect(gaps.every((g) => g < Math.log(1.6))).toBe(true);
  });

  it("shows one stone listed at two retailers (the same certificate) once, and fills the place with another stone", () => {
    const current = listings.filter((l) => l.observedOn === "2026-04-01");
    const nearestFirst = nearestListings(createMarketIndex(current), specs, 6);
    const first = nearestFirst[0]!;
    const second = nearestFirst.find((l) => l.retailer !== first.retailer)!;
    // Another retailer's nearest row becomes the same stone as the first's.
    const sameStone = current.map((l) =>
      l === first
        ? { ...l, certificateNumber: "LG 612 345 678" }
        : l === second
          ? { ...l, ...pick(first), certificateNumber: "LG612345678" }
          : l,
    );
    const nearest = nearestListings(createMarketIndex(sameStone), specs, 6);
    const certificates = nearest
      .map((l) => l.certificateNumber?.replace(/\s/g, ""))
      .filter(Boolean);
    expect(certificates).toEqual(["LG612345678"]);
    expect(nearest).toHaveLength(6);
    expect(new Set(nearest).size).toBe(6);
  });

  it("has nothing for a shape no one lists", () => {
    expect(nearestListings(index, { ...specs, shape: "heart" }, 6)).toEqual([]);
    expect(neighbourhood(index, { ...specs, shape: "heart" }).listings).toBe(0);
  });

  it("counts similar listings and the retailers behind them", () => {
    const near = neighbourhood(index, specs);
    const expected = listings.filter(
      (l) =>
        l.observedOn === "2026-04-01" &&
        l.carat >= specs.carat / 1.1 &&
        l.carat < specs.carat * 1.1 &&
        ["E", "F", "G"].includes(l.color) &&
        ["VVS2", "VS1", "VS2"].includes(l.clarity),
    );
    expect(near.listings).toBe(expected.length);
    expect(near.retailers.sort()).toEqual([...new Set(expected.map((l) => l.retailer))].sort());
    expect(near.meanAgeDays).toBe(0);
  });
});

describe("createMarketIndex without a model", () => {
  it("indexes each retailer's current snapshot as of the newest observation", () => {
    const own = createMarketIndex(listings);
    expect(own.retailers.sort()).toEqual(["Middle", "Premium", "Value"]);
    expect(
      [...own.buckets.values()]
        .flatMap((b) => b.listings)
        .every((l) => l.observedOn === "2026-04-01"),
    ).toBe(true);
  });
});

const pick = ({ carat, color, clarity, cut }: (typeof listings)[number]) => ({
  carat,
  color,
  clarity,
  cut,
});

describe("nearestListings: proportions order, never exclude", () => {
  const current = listings.filter(
    (l) => l.observedOn === "2026-04-01" && l.retailer === listings[0]!.retailer,
  );
  // Two stones of the same specs, one deep and one of usual depth, and one that states none.
  const twin = current[0]!;
  const market = [
    ...current,
    {
      ...twin,
      url: "https://example.com/deep",
      depthPct: 66,
      tablePct: 62,
      priceCents: twin.priceCents + 1,
    },
    {
      ...twin,
      url: "https://example.com/usual",
      depthPct: 61.5,
      tablePct: 57,
      priceCents: twin.priceCents + 2,
    },
  ];
  const marketIndex = createMarketIndex(market);
  const twinSpecs = {
    ...roundSpecs,
    carat: twin.carat,
    color: twin.color,
    clarity: twin.clarity,
    shape: twin.shape,
  };

  it("puts the stone of similar proportions before an equally near one of other proportions", () => {
    const usualFirst = nearestListings(marketIndex, twinSpecs, 20, undefined, {
      depthPct: 61.6,
      tablePct: 57,
    }).map((l) => l.url);
    expect(usualFirst.indexOf("https://example.com/usual")).toBeLessThan(
      usualFirst.indexOf("https://example.com/deep"),
    );
    const deepFirst = nearestListings(marketIndex, twinSpecs, 20, undefined, {
      depthPct: 65.8,
      tablePct: 62,
    }).map((l) => l.url);
    expect(deepFirst.indexOf("https://example.com/deep")).toBeLessThan(
      deepFirst.indexOf("https://example.com/usual"),
    );
  });

  it("finds the same stones with or without the stone's proportions (a tie-breaker, not a filter)", () => {
    const key = (ls: { url: string | null; priceCents: number }[]) =>
      ls.map((l) => `${l.url}|${l.priceCents}`).sort();
    const without = nearestListings(marketIndex, twinSpecs, 500);
    const withProportions = nearestListings(marketIndex, twinSpecs, 500, undefined, {
      depthPct: 70,
      tablePct: 70,
    });
    expect(key(withProportions)).toEqual(key(without));
  });

  it("adds at most 0.5 to a spec distance, nothing where either side's proportions are unknown", () => {
    expect(proportionGap({ depthPct: 61.5, tablePct: 57 }, { depthPct: 61.5, tablePct: 57 })).toBe(
      0,
    );
    expect(proportionGap({ depthPct: 61.5 }, { depthPct: 63.5, tablePct: 70 })).toBeCloseTo(
      0.2,
      10,
    );
    expect(proportionGap({ depthPct: 50, tablePct: 50 }, { depthPct: 70, tablePct: 70 })).toBe(0.5);
    expect(proportionGap(null, { depthPct: 70 })).toBe(0);
    expect(proportionGap({ depthPct: 61 }, { tablePct: 57 })).toBe(0);
  });
});
