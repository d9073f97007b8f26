import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tables } from "@faircarat/db";
import { servingMarketBuild } from "@faircarat/db/testing-market";
import { oneTestDatabase } from "@faircarat/db/testing";
import { marketTrendsPath } from "@faircarat/contracts";
import { keyedGet, subscriberWithKey } from "../../testing/api-keys";
import { indexCell, indexSource, pricingWithIndex } from "../../testing/index-pricing";
import { openApiValidator } from "../../testing/openapi-validator";
import { bodyOf, createTestApp, type TestApp } from "../../testing/test-app";

// Two editions; Ritani is known only from the index, Middle from its listings and the index.
const cells = [
  indexCell("Ritani", "2026-05-21", "2026-05-18", 1, 290, 843),
  indexCell("Middle", "2026-05-21", "2026-05-18", 1, 610, 120),
  indexCell("Value", "2026-05-21", "2026-05-18", 1, 400, 75),
  indexCell("Ritani", "2026-07-26", "2026-07-23", 1, 295, 900),
  indexCell("Middle", "2026-07-26", "2026-07-25", 1, 590, 130),
  // Outside a 0.9-1.4 ct band.
  indexCell("Ritani", "2026-07-26", "2026-07-23", 1.5, 261, 1153),
];

describe.each(oneTestDatabase())("market sources and their newest days on %s", (kind) => {
  let t: TestApp;
  let secret: string;
  let validator: Awaited<ReturnType<typeof openApiValidator>>;
  beforeAll(async () => {
    t = await createTestApp(kind, { pricing: pricingWithIndex(cells) });
    ({ secret } = await subscriberWithKey(t));
    validator = await openApiValidator(t);
    const listing = (retailer: string, priceCents: number, lastSeenOn: string) => ({
      retailer,
      origin: "lab" as const,
      shape: "round" as const,
      carat: 1,
      color: "G" as const,
      clarity: "VS1" as const,
      priceCents,
      firstSeenOn: "2026-01-10",
      lastSeenOn,
    });
    const generation = await servingMarketBuild(t.db);
    const rows = await t.db
      .insert(tables.marketListings)
      .values(
        [
          listing("Clean Origin", 100_000, "2026-04-23"),
          listing("James Allen", 140_000, "2026-02-24"),
        ].map((row) => ({ ...row, generation })),
      )
      .returning({ id: tables.marketListings.id, priceCents: tables.marketListings.priceCents });
    await t.db.insert(tables.marketPriceHistory).values([
      { listingId: rows[0]!.id, observedOn: "2026-01-10", priceCents: 100_000 },
      { listingId: rows[0]!.id, observedOn: "2026-04-23", priceCents: 95_000 },
      { listingId: rows[1]!.id, observedOn: "2026-02-24", priceCents: 140_000 },
    ]);
  }, 120_000);
  afterAll(() => t.close());

  const v1 = async (path: string, query = "") => {
    const response = await keyedGet(t, `/api/v1${path}${query ? `?${query}` : ""}`, secret);
    const body = await bodyOf(response);
    validator.check("get", path, response, body);
    return { response, body };
  };

  const expectedTrendParts = {
    indexSeries: [
      {
        edition: "2026-05-21",
        month: "2026-05",
        collectedOn: "2026-05-18",
        medianPricePerCarat: 400,
        retailers: 3,
        listings: 1038,
      },
      {
        edition: "2026-07-26",
        month: "2026-07",
        collectedOn: "2026-07-25",
        medianPricePerCarat: 442.5,
        retailers: 2,
        listings: 1030,
      },
    ],
    sources: [
      { kind: "listings", name: "Clean Origin", newestDate: "2026-04-23" },
      { kind: "listings", name: "James Allen", newestDate: "2026-02-24" },
      { kind: "index", name: indexSource, newestDate: "2026-07-25" },
    ],
  };

  it("draws the published index's editions in the band as their own series on the site's trends, and names each source's newest day", async () => {
    const body = await bodyOf(await t.request(marketTrendsPath("round", { min: 0.9, max: 1.4 })));
    expect(body).toMatchObject(expectedTrendParts);
    expect(body.indexBasis).toBe(
      "Published index: each edition's median, over the retailers it covers, of their median asking price per carat for E VS1 round Excellent-cut IGI-graded stones of 1 ct; one spec, not the listings' mix of grades.",
    );
    expect(body.series.map((p: { month: string }) => p.month)).toEqual([
      "2026-01",
      "2026-02",
      "2026-04",
    ]);
  });

  it("answers the same on /api/v1/market/trends, as documented", async () => {
    const { response, body } = await v1("/market/trends", "shape=round&caratMin=0.9&caratMax=1.4");
    expect(response.status).toBe(200);
    expect(body).toMatchObject(expectedTrendParts);
  });

  it("values one stone of the band month by month (constant quality), only in months with data, as documented", async () => {
    const { body } = await v1("/market/trends", "shape=round&caratMin=0.9&caratMax=1.4");
    expect(body.constantQuality.specs).toEqual({
      shape: "round",
      carat: 1,
      color: "G",
      clarity: "VS1",
      cut: "Excellent",
    });
    expect(body.constantQuality.basis).toMatch(/^The same 1 ct G VS1 round \(Excellent cut, IGI\)/);
    const series = body.constantQuality.series as { month: string; pricePerCarat: number }[];
    // The fixture's listings were seen in April 2021 and April 2026; prices fell in between.
    expect(series.map((p) => p.month)).toEqual(["2021-04", "2026-04"]);
    expect(series[0]!.pricePerCarat).toBeGreaterThan(series[1]!.pricePerCarat);
    const graded = await v1("/market/trends", "shape=oval&caratMin=1.4&caratMax=1.9&color=e");
    expect(graded.body.constantQuality.specs).toMatchObject({
      shape: "oval",
      carat: 1.5,
      color: "E",
    });
  });

  it("leaves the index out where its cells do not lie: another shape, another band, another grade", async () => {
    for (const query of [
      "shape=oval&caratMin=0.9&caratMax=1.4",
      "shape=round&caratMin=1.9&caratMax=2.9",
      "shape=round&caratMin=0.9&caratMax=1.4&color=G",
    ]) {
      const { body } = await v1("/market/trends", query);
      expect(body.indexSeries, query).toEqual([]);
      expect(body.indexBasis, query).toBeNull();
      expect(
        body.sources.filter((s: { kind: string }) => s.kind === "index"),
        query,
      ).toEqual([]);
    }
  });

  it("gives each retailer its newest listing and index days, lists index-only retailers, and every source's newest day", async () => {
    const { response, body } = await v1("/retailers");
    expect(response.status).toBe(200);
    const byName = Object.fromEntries(
      body.retailers.map((r: { retailer: string }) => [r.retailer, r]),
    );
    expect(Object.keys(byName).sort()).toEqual(["Middle", "Premium", "Ritani", "Value"]);
    expect(byName.Middle).toMatchObject({
      newestListing: "2026-04-01",
      newestIndex: "2026-07-25",
      sources: [
        { kind: "listings", name: "Middle", newestDate: "2026-04-01" },
        { kind: "index", name: indexSource, newestDate: "2026-07-25" },
      ],
    });
    expect(byName.Premium).toMatchObject({
      newestListing: "2026-04-01",
      newestIndex: null,
      sources: [{ kind: "listings", name: "Premium", newestDate: "2026-04-01" }],
    });
    expect(byName.Ritani).toMatchObject({
      listings: 0,
      shapes: ["round"],
      firstObservedOn: "2026-05-18",
      lastObservedOn: "2026-07-23",
      newestListing: null,
      newestIndex: "2026-07-23",
      sources: [{ kind: "index", name: indexSource, newestDate: "2026-07-23" }],
    });
    expect(body.sources).toEqual([
      { kind: "listings", name: "Middle", newestDate: "2026-04-01" },
      { kind: "listings", name: "Premium", newestDate: "2026-04-01" },
      { kind: "listings", name: "Value", newestDate: "2026-04-01" },
      { kind: "index", name: indexSource, newestDate: "2026-07-25" },
    ]);
  });
});
