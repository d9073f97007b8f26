import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importMarketFeed, silentLogger } from "@faircarat/core";
import { oneTestDatabase } from "@faircarat/db/testing";
import { feedCsv, writeFeedFolder } from "@faircarat/market/testing/feed-fixture";
import { formatUsd } from "@faircarat/contracts/figures";
import { naturalEquivalent } from "@faircarat/pricing";
import { naturalListings } from "@faircarat/pricing/testing/natural-listings";
import { keyedGet, subscribe, subscriberWithKey } from "../../testing/api-keys";
import { openApiValidator } from "../../testing/openapi-validator";
import { extractListing } from "@faircarat/core/listing/extract-listing";
import { naturalValuedAsLabNote } from "@faircarat/market/listing/combine-listing";
import { bodyOf, createTestApp, errorOf, type TestApp } from "../../testing/test-app";

const natural = naturalListings();
const labStone = { carat: 1.03, cut: "Excellent", color: "G", clarity: "VS1", shape: "round" };

/** The natural test market as the feed carries it: imported, so the import's keeping them is tested too. */
const naturalFeed = () =>
  writeFeedFolder({
    "natural.csv": feedCsv(
      natural.map((l, i) => ({
        retailer: l.retailer,
        scrape_date: l.observedOn,
        origin: "natural",
        shape: l.shape,
        carat: String(l.carat),
        color: l.color,
        clarity: l.clarity,
        cut: l.cut!,
        cert_lab: "GIA",
        price_usd: (l.priceCents / 100).toFixed(2),
        listing_id: `N${i}`,
      })),
    ),
  });

describe.each(oneTestDatabase())("natural diamonds and the natural equivalent on %s", (kind) => {
  let t: TestApp;
  let cookie: string;
  let secret: string;
  let validator: Awaited<ReturnType<typeof openApiValidator>>;
  beforeAll(async () => {
    // Listing pages are not fetched: what a URL says is all the analysis reads of a listing.
    t = await createTestApp(kind, {
      extractListing: (url) =>
        extractListing(url, {
          fetch: async () => ({ ok: false, reason: "timeout", detail: "", url }),
        }),
    });
    const imported = await importMarketFeed(
      { db: t.db, logger: silentLogger },
      await naturalFeed(),
    );
    expect(imported.ok).toBe(true);
    ({ cookie } = await t.signedInUser());
    await subscribe(t, cookie);
    ({ secret } = await subscriberWithKey(t));
    validator = await openApiValidator(t);
  });
  afterAll(() => t.close());

  const analyze = (body: object) => t.postJson("/api/analyses", body, { cookie });
  const apiAnalyze = async (query: string) => {
    const response = await keyedGet(t, `/api/v1/diamonds/analyze?${query}`, secret);
    const body = await bodyOf(response);
    validator.check("get", "/diamonds/analyze", response, body);
    return { response, body };
  };

  it("gives every lab-grown report the natural equivalent from the imported natural listings", async () => {
    const response = await analyze({ ...labStone, listedPrice: 1500 });
    expect(response.status).toBe(201);
    const { analysis, record } = await bodyOf(response);
    const expected = naturalEquivalent(
      natural,
      { ...labStone, shape: "round", cut: "Excellent", color: "G", clarity: "VS1" },
      150_000,
    );
    if (expected.status !== "priced") throw new Error("the fixture prices G VS1");
    expect(analysis.naturalEquivalent).toMatchObject({
      status: "priced",
      ofThisStone: false,
      fairValue: expected.valueCents / 100,
      low: expected.lowCents / 100,
      high: expected.highCents / 100,
      listings: expected.listings,
      retailers: ["James Allen"],
      dataDate: "2026-02-24",
      comparedAsShape: null,
    });
    expect(analysis.naturalEquivalent.labShare).toBeCloseTo(1500 / (expected.valueCents / 100), 10);
    // The lab stone keeps the lab-grown model's value; the natural figure sits beside it.
    expect(analysis.fairMarketValue).not.toBe(analysis.naturalEquivalent.fairValue);
    expect(record.analysis_data.analysis.naturalEquivalent).toEqual(analysis.naturalEquivalent);
  });

  it("names a round of the same weight and grades for an oval, and says too thin where it is", async () => {
    const oval = await bodyOf(await analyze({ ...labStone, shape: "oval", listedPrice: 1500 }));
    expect(oval.analysis.naturalEquivalent).toMatchObject({
      status: "priced",
      comparedAsShape: "round",
    });
    expect(oval.analysis.naturalEquivalent.lines[0]).toMatch(
      /^Our natural listings hold no oval stones, so this is a natural round of the same weight and grades, named as such\. /,
    );
    const thin = await bodyOf(
      await analyze({ ...labStone, color: "D", clarity: "IF", listedPrice: 1500 }),
    );
    expect(thin.analysis.naturalEquivalent).toMatchObject({
      status: "too-thin",
      fairValue: null,
      labShare: null,
      listings: 1,
    });
    expect(thin.analysis.naturalEquivalent.lines[0]).toContain("too thin");
  });

  it("prices a natural stone from natural listings only, with their held-out confidence", async () => {
    const response = await analyze({ ...labStone, origin: "natural", listedPrice: 6500 });
    expect(response.status).toBe(201);
    const { analysis, record } = await bodyOf(response);
    const expected = naturalEquivalent(natural, {
      ...labStone,
      shape: "round",
      cut: "Excellent",
      color: "G",
      clarity: "VS1",
    });
    if (expected.status !== "priced") throw new Error("the fixture prices G VS1");
    expect(analysis.fairMarketValue).toBe(expected.valueCents / 100);
    expect(analysis.low).toBe(expected.lowCents / 100);
    expect(analysis.high).toBe(expected.highCents / 100);
    expect(analysis.confidence).toBe(expected.heldOutWithin);
    expect(analysis.isEthicallySourced).toBe(false);
    expect(analysis.basis).toMatchObject({
      retailers: ["James Allen"],
      nearbyListings: expected.listings,
    });
    expect(analysis.comparableListings.length).toBeGreaterThan(0);
    expect(
      analysis.comparableListings.every((c: { specs: { color: string } }) => c.specs.color === "G"),
    ).toBe(true);
    expect(analysis.naturalEquivalent).toMatchObject({
      status: "priced",
      ofThisStone: true,
      labShare: null,
    });
    expect(analysis.warnings[0]).toContain(
      "valued from natural listings only, not from the lab-grown model",
    );
    expect(record.fair_market_value).toBe(expected.valueCents / 100);
  });

  it("values a listing that says the stone was mined from natural listings, unless asked for lab", async () => {
    // Brilliant Earth's loose-diamonds pages are its mined stones (its lab ones are lab-diamonds).
    const naturalListing = {
      ...labStone,
      listingUrl: "https://www.brilliantearth.com/loose-diamonds/view_detail/9/",
      listedPrice: 6500,
    };
    const asNatural = await bodyOf(
      await analyze({ ...labStone, origin: "natural", listedPrice: 6500 }),
    );
    const fromUrl = await analyze(naturalListing);
    expect(fromUrl.status).toBe(201);
    const { analysis } = await bodyOf(fromUrl);
    expect(analysis.fairMarketValue).toBe(asNatural.analysis.fairMarketValue);
    expect(analysis.warnings.join(" ")).toContain("valued from natural listings only");
    expect(analysis.warnings).not.toContain(naturalValuedAsLabNote);
    expect(analysis.isEthicallySourced).toBe(false);

    const asLab = await analyze({ ...naturalListing, origin: "lab" });
    expect(asLab.status).toBe(201);
    const lab = (await bodyOf(asLab)).analysis;
    expect(lab.warnings).toContain(naturalValuedAsLabNote);
    expect(lab.fairMarketValue).not.toBe(analysis.fairMarketValue);
    // A mined stone is not 'ethically sourced, with no mining involved', even valued as lab.
    expect(lab.isEthicallySourced).toBe(false);
  });

  it("refuses an origin it does not know (a word, a NUL byte, a number) with a 400, and stores nothing", async () => {
    const before = (await bodyOf(await t.request("/api/analyses", { cookie }))).analyses.length;
    for (const origin of ["mined", "natural\u0000", 1, "x".repeat(10_000)]) {
      const response = await analyze({ ...labStone, origin, listedPrice: 6500 });
      expect(response.status, String(origin).slice(0, 20)).toBe(400);
      expect((await errorOf(response)).code).toBe("validation_failed");
    }
    // Past the body limit it is refused before it is read.
    const huge = await analyze({ ...labStone, origin: "x".repeat(100_000), listedPrice: 6500 });
    expect(huge.status).toBe(413);
    const after = (await bodyOf(await t.request("/api/analyses", { cookie }))).analyses.length;
    expect(after).toBe(before);
  });

  it("refuses a natural stone the natural listings cannot value, with the reason, and stores nothing", async () => {
    const before = (await bodyOf(await t.request("/api/analyses", { cookie }))).analyses.length;
    const oval = await analyze({
      ...labStone,
      shape: "oval",
      origin: "natural",
      listedPrice: 6500,
    });
    expect(oval.status).toBe(422);
    const ovalError = await errorOf(oval);
    expect(ovalError.code).toBe("not_priceable");
    expect(ovalError.message).toMatch(
      /^We do not price a natural oval: our natural listings hold none, and a shape premium would be a guess\. /,
    );
    // What the data hold instead: the round of the same weight and grades, named as such.
    const round = naturalEquivalent(natural, {
      ...labStone,
      shape: "round",
      cut: "Excellent",
      color: "G",
      clarity: "VS1",
    });
    expect(round.status === "priced" && ovalError.message).toContain(
      `A natural 1.03 ct Excellent G VS1 Round lists for about ${formatUsd(round.status === "priced" ? round.valueCents : 0)}: `,
    );
    expect(ovalError.message).not.toContain("lab-grown stone's price");
    const thin = await analyze({
      ...labStone,
      color: "D",
      clarity: "IF",
      origin: "natural",
      listedPrice: 6500,
    });
    expect(thin.status).toBe(422);
    expect((await errorOf(thin)).message).toMatch(
      /too thin to value a natural 1\.03 ct Excellent D IF Round: only 1 of these grades between 1 and 1\.08 ct, and we need at least 8\./,
    );
    const after = (await bodyOf(await t.request("/api/analyses", { cookie }))).analyses.length;
    expect(after).toBe(before);
  });

  it("reads origin on the public API: natural from natural listings, refused with not_priceable, lab with the natural equivalent", async () => {
    const stone = "carat=1.03&cut=excellent&color=g&clarity=vs1&shape=round";
    const naturalAnswer = await apiAnalyze(`${stone}&listedPrice=6500&origin=Natural`);
    expect(naturalAnswer.response.status).toBe(200);
    const expected = naturalEquivalent(natural, {
      ...labStone,
      shape: "round",
      cut: "Excellent",
      color: "G",
      clarity: "VS1",
    });
    expect(expected.status === "priced" && naturalAnswer.body.analysis.fairMarketValue).toBe(
      expected.status === "priced" && expected.valueCents / 100,
    );
    const labAnswer = await apiAnalyze(`${stone}&listedPrice=1500`);
    expect(labAnswer.body.analysis.naturalEquivalent.status).toBe("priced");
    expect(labAnswer.body.analysis.fairMarketValue).not.toBe(
      naturalAnswer.body.analysis.fairMarketValue,
    );
    const refused = await keyedGet(
      t,
      `/api/v1/diamonds/analyze?carat=1.03&color=d&clarity=if&listedPrice=6500&origin=natural`,
      secret,
    );
    expect(refused.status).toBe(422);
    expect((await errorOf(refused)).code).toBe("not_priceable");
    const unknown = await keyedGet(
      t,
      `/api/v1/diamonds/analyze?${stone}&listedPrice=1&origin=mined`,
      secret,
    );
    expect(unknown.status).toBe(400);
    expect((await errorOf(unknown)).message).toContain("origin must be one of lab, natural.");
  });
});
