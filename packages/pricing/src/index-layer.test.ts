import { describe, expect, it } from "vitest";
import { fitPricingModel } from "./fit-pricing-model";
import { createMarketIndex } from "./market-index";
import { priceDiamond } from "./price-diamond";
import { indexCells } from "./testing/index-fixture";
import { syntheticListings, syntheticPriceCents } from "./testing/synthetic-market";
import type { PriceRequest } from "./types";

const listings = syntheticListings();
const editions = [
  { edition: "2026-05-21", collectedOn: "2026-05-18", levels: { Indexed: 1.4, Middle: 1.8 * 1.2 } },
  { edition: "2026-06-21", collectedOn: "2026-06-18", levels: { Indexed: 1.4, Middle: 1.8 * 1.2 } },
];
const cells = indexCells(editions);
const withoutIndex = fitPricingModel(listings, { valuationDate: "2026-04-23" });
const model = fitPricingModel(listings, { valuationDate: "2026-06-18", indexCells: cells });
const index = createMarketIndex(listings, model);
const ask = (request: Partial<PriceRequest>) =>
  priceDiamond(
    model,
    index,
    { carat: 1, cut: "Excellent", color: "E", clarity: "VS1", shape: "round", ...request },
    { comparables: 0 },
  );
const near = (actual: number, expected: number, tolerance: number) =>
  expect(Math.abs(actual / expected - 1)).toBeLessThan(tolerance);

describe("published index editions", () => {
  it("anchor the model on the newest edition, and the time basis names both sources' dates", () => {
    expect(withoutIndex.dataDate).toBe("2026-04-01");
    expect(model.dataDate).toBe("2026-06-18");
    expect(model.index.sources).toEqual([
      {
        source: "https://index.example/lab-grown",
        editions: ["2026-05-21", "2026-06-21"],
        newestEdition: "2026-06-21",
        newestCollectedOn: "2026-06-18",
        retailers: ["Indexed", "Middle"],
        cells: 12,
      },
    ]);
    const result = ask({ valuationDate: "2026-10-18" });
    expect(result.time).toMatchObject({
      dataDate: "2026-06-18",
      listingsDate: "2026-04-01",
      indexDate: "2026-06-18",
      valuationDate: "2026-10-18",
    });
    expect(result.time.monthsPastData).toBeCloseTo(4, 0);
  });

  it("give a retailer known only from an index its level at its cells, and carry it to other grades with the listings' grade effects", () => {
    const atCell = ask({ retailer: "Indexed", valuationDate: "2026-06-18" });
    near(atCell.expectedAtRetailerCents!, syntheticPriceCents(1, "E", "VS1", 1.4), 0.06);
    expect(atCell.retailerContext?.evidence).toEqual({
      kind: "index",
      source: "https://index.example/lab-grown",
      edition: "2026-06-21",
      collectedOn: "2026-06-18",
      listings: 120,
    });
    const otherGrade = ask({
      retailer: "Indexed",
      color: "G",
      clarity: "VS2",
      valuationDate: "2026-06-18",
    });
    const marketRatio =
      syntheticPriceCents(1, "G", "VS2", 1) / syntheticPriceCents(1, "E", "VS1", 1);
    near(otherGrade.expectedAtRetailerCents! / atCell.expectedAtRetailerCents!, marketRatio, 0.05);
  });

  it("say a price rests on the index cell nearest the carat, and on a retailer's own listings away from its cells", () => {
    const counted = cells.map((c) => (c.nominalCarat === 1.5 ? { ...c, listings: 1506 } : c));
    const fitted = fitPricingModel(listings, { valuationDate: "2026-06-18", indexCells: counted });
    const evidence = (request: Partial<PriceRequest>) =>
      priceDiamond(
        fitted,
        createMarketIndex(listings, fitted),
        { carat: 1.5, cut: "Excellent", color: "E", clarity: "VS1", ...request },
        { comparables: 0 },
      ).retailerContext?.evidence;
    expect(evidence({ retailer: "Indexed" })).toMatchObject({ kind: "index", listings: 1506 });
    expect(evidence({ retailer: "Middle" })).toMatchObject({ kind: "index", listings: 1506 });
    expect(evidence({ retailer: "Middle", carat: 2.8 })).toEqual({
      kind: "listings",
      asOf: "2026-04-01",
      listings: 150,
    });
  });

  it("move a listed retailer to its cells' level: its usual price is the index's, not its April listings'", () => {
    const before = priceDiamond(withoutIndex, createMarketIndex(listings, withoutIndex), {
      carat: 1.5,
      cut: "Excellent",
      color: "E",
      clarity: "VS1",
      retailer: "Middle",
    });
    const after = ask({ carat: 1.5, retailer: "Middle", valuationDate: "2026-06-18" });
    near(after.expectedAtRetailerCents!, syntheticPriceCents(1.5, "E", "VS1", 1.8 * 1.2), 0.06);
    expect(after.expectedAtRetailerCents! / before.expectedAtRetailerCents!).toBeGreaterThan(1.1);
  });

  it("widen a retailer's range with the distance from its cells and with the months past its newest edition", () => {
    const width = (request: Partial<PriceRequest>) => {
      const range = ask({ retailer: "Indexed", ...request }).expectedAtRetailerRange!;
      return range.highCents / range.lowCents;
    };
    const atCell = width({ valuationDate: "2026-06-18" });
    expect(
      width({ carat: 2.3, color: "H", clarity: "SI1", valuationDate: "2026-06-18" }),
    ).toBeGreaterThan(atCell * 1.05);
    expect(width({ valuationDate: "2026-12-18" })).toBeGreaterThan(atCell * 1.2);
  });

  it("add the indexed retailer's vote to the market where its cells are, and not far from them", () => {
    expect(ask({ carat: 1.5 }).basis.votingRetailers).toContain("Indexed");
    expect(ask({ carat: 0.5 }).basis.votingRetailers).not.toContain("Indexed");
    expect(ask({ carat: 1.5 }).retailerPrices.map((r) => r.retailer)).toContain("Indexed");
  });

  it("move every retailer's curve by the market's move between editions", () => {
    const falling = indexCells([
      editions[0]!,
      { ...editions[1]!, levels: { Indexed: 1.4 * 0.8, Middle: 1.8 * 1.2 * 0.8 } },
    ]);
    const fell = fitPricingModel(listings, { valuationDate: "2026-06-18", indexCells: falling });
    const step = fell.index.layer!.steps.at(-1)!;
    expect(step.logChange).toBeCloseTo(Math.log(0.8), 2);
    expect(step.retailers).toBe(2);
    const premium = (m: typeof model) =>
      priceDiamond(m, createMarketIndex(listings, m), {
        carat: 1,
        cut: "Excellent",
        color: "E",
        clarity: "VS1",
        retailer: "Premium",
      }).expectedAtRetailerCents!;
    near(premium(fell) / premium(model), 0.8, 0.01);
  });

  it("ignore unpublished cells and cells collected after the fit's day; without cells the model is the listings' own", () => {
    const unpublished = cells.map((c) =>
      c.retailer === "Indexed"
        ? { ...c, indexPriceCents: null, medianPricePerCaratCents: null }
        : c,
    );
    expect(
      fitPricingModel(listings, {
        valuationDate: "2026-06-18",
        indexCells: unpublished,
      }).retailers.map((r) => r.retailer),
    ).not.toContain("Indexed");
    const early = fitPricingModel(listings, { valuationDate: "2026-05-31", indexCells: cells });
    expect(early.dataDate).toBe("2026-05-18");
    expect(early.index.sources[0]!.editions).toEqual(["2026-05-21"]);
    expect(fitPricingModel(listings, { valuationDate: "2026-04-23", indexCells: [] })).toEqual(
      withoutIndex,
    );
  });

  it("keeps low <= FMV <= high and a fair value that never falls with carat", () => {
    let previous = 0;
    for (let carat = 0.5; carat <= 3; carat += 0.05) {
      const result = ask({ carat: Math.round(carat * 100) / 100, valuationDate: "2026-08-01" });
      expect(result.lowCents).toBeLessThanOrEqual(result.fairMarketValueCents);
      expect(result.fairMarketValueCents).toBeLessThanOrEqual(result.highCents);
      expect(result.fairMarketValueCents).toBeGreaterThanOrEqual(previous);
      previous = result.fairMarketValueCents;
    }
  });
});

describe("published index editions older than the listings", () => {
  it("are history: the listings' newer prices stand, the market is not moved, and a retailer known only from the index keeps a level", () => {
    const old = indexCells([
      {
        edition: "2026-02-21",
        collectedOn: "2026-02-18",
        levels: { Indexed: 1.4, Middle: 1.8 * 1.5 },
      },
    ]);
    const fitted = fitPricingModel(listings, { valuationDate: "2026-04-23", indexCells: old });
    const layer = fitted.index.layer!;
    expect(fitted.dataDate).toBe("2026-04-01");
    expect(layer.marketShift).toBe(0);
    expect(layer.levels.map((l) => l.retailer)).toEqual(["Indexed"]);
    const middle = (m: typeof model) =>
      priceDiamond(m, createMarketIndex(listings, m), {
        carat: 1.5,
        cut: "Excellent",
        color: "E",
        clarity: "VS1",
        retailer: "Middle",
      }).expectedAtRetailerCents!;
    expect(middle(fitted)).toBe(middle(withoutIndex));
    const indexed = priceDiamond(fitted, createMarketIndex(listings, fitted), {
      carat: 1.5,
      cut: "Excellent",
      color: "E",
      clarity: "VS1",
      retailer: "Indexed",
    });
    expect(indexed.retailerContext?.evidence.kind).toBe("index");
    // February's price moved to the listings' day by the time index (prices fell since).
    expect(indexed.expectedAtRetailerCents!).toBeLessThan(
      syntheticPriceCents(1.5, "E", "VS1", 1.4),
    );
  });
});

describe("each retailer's newest evidence", () => {
  const oneCarat = (m: typeof model, rows: typeof listings, request: Partial<PriceRequest>) =>
    priceDiamond(
      m,
      createMarketIndex(rows, m),
      { carat: 1, cut: "Excellent", color: "E", clarity: "VS1", shape: "round", ...request },
      { comparables: 0 },
    );

  it("keeps a retailer at its newest cell: a later edition's median, not a blend with the earlier one", () => {
    const repriced = indexCells([
      editions[0]!,
      { ...editions[1]!, levels: { Indexed: 1.2, Middle: 1.8 * 1.2 } },
    ]);
    const fitted = fitPricingModel(listings, { valuationDate: "2026-06-18", indexCells: repriced });
    const usual = oneCarat(fitted, listings, { retailer: "Indexed", valuationDate: "2026-06-18" });
    near(usual.expectedAtRetailerCents!, syntheticPriceCents(1, "E", "VS1", 1.2), 0.02);
  });

  it("a cheaper month at one retailer, newer than the editions, lowers that retailer and never raises the fair value or the others", () => {
    const newerValue = (share: number) => [
      ...listings,
      ...listings
        .filter((l) => l.retailer === "Value" && l.observedOn === "2026-04-01")
        .map((l) => ({
          ...l,
          observedOn: "2026-09-01",
          url: `${l.url}?september`,
          priceCents: Math.round(l.priceCents * share),
        })),
    ];
    const valuationDate = "2026-09-15";
    const asked = (share: number) => {
      const rows = newerValue(share);
      const fitted = fitPricingModel(rows, { valuationDate, indexCells: cells });
      return (retailer?: string) => oneCarat(fitted, rows, { retailer, valuationDate, carat: 1.5 });
    };
    const [same, cheaper] = [asked(1), asked(0.8)];
    expect(cheaper().fairMarketValueCents).toBeLessThan(same().fairMarketValueCents);
    near(
      cheaper("Value").expectedAtRetailerCents! / same("Value").expectedAtRetailerCents!,
      0.8,
      0.05,
    );
    // The others keep their own evidence (the editions' cells, their April listings); one retailer's
    // month moves them at most through the market's trend, which it is one voice in.
    for (const retailer of ["Premium", "Indexed", "Middle"])
      expect(cheaper(retailer).expectedAtRetailerCents!).toBeLessThanOrEqual(
        same(retailer).expectedAtRetailerCents! * 1.005,
      );
  });
});

describe("a valuation date before the market data's newest day", () => {
  const falling = indexCells([
    editions[0]!,
    { ...editions[1]!, levels: { Indexed: 1.4 * 0.8, Middle: 1.8 * 1.2 * 0.8 } },
  ]);
  const fell = fitPricingModel(listings, { valuationDate: "2026-06-18", indexCells: falling });
  const fellIndex = createMarketIndex(listings, fell);
  const valueOn = (valuationDate: string) =>
    priceDiamond(
      fell,
      fellIndex,
      { carat: 1, cut: "Excellent", color: "E", clarity: "VS1", shape: "round", valuationDate },
      { comparables: 0 },
    );

  it("is the market of that day: before the editions' fall the value is a fifth higher", () => {
    const now = valueOn("2026-06-18");
    const may = valueOn("2026-05-18");
    near(may.fairMarketValueCents / now.fairMarketValueCents, 1 / 0.8, 0.02);
    expect(may.time).toMatchObject({ valuationDate: "2026-05-18", monthsPastData: 0 });
  });

  it("uses only what was published by then: a day between editions is the earlier one's level", () => {
    near(
      valueOn("2026-06-10").fairMarketValueCents / valueOn("2026-05-18").fairMarketValueCents,
      1,
      0.02,
    );
  });

  it("reaches back along the listings' time index: five years earlier the market was 1.3^5 higher", () => {
    const then = valueOn("2021-04-01").fairMarketValueCents;
    const april = valueOn("2026-04-01").fairMarketValueCents;
    near(then / april, 1.3 ** 5, 0.1);
  });
});
