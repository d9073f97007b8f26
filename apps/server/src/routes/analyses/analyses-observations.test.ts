import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkTrackedListings } from "@faircarat/core";
import { extractListing } from "@faircarat/core/listing/extract-listing";
import type { SafeFetchResult } from "@faircarat/core/listing/safe-fetch";
import { loadObservedListings } from "@faircarat/core/pricing-models/load-observed-listings";
import { tables } from "@faircarat/db";
import { servingMarketBuild } from "@faircarat/db/testing-market";
import { bodyOf, createTestApp, type TestAppOptions } from "../../testing/test-app";

const jamesAllen = (sku: number, carat = "1.20") =>
  `https://www.jamesallen.com/loose-diamonds/round-cut/${carat}-carat-f-color-vs2-clarity-sku-${sku}`;
const productPage = (priceDollars: number, certificate = "LG612345678") =>
  `<script type="application/ld+json">${JSON.stringify({
    "@type": "Product",
    name: "1.20 Carat Round Lab Grown Diamond",
    additionalProperty: [
      { name: "Cut", value: "Ideal" },
      { name: "Polish", value: "Excellent" },
      { name: "Symmetry", value: "Excellent" },
      { name: "Fluorescence", value: "None" },
      { name: "Certificate", value: `IGI ${certificate}` },
    ],
    offers: { price: priceDollars, priceCurrency: "USD" },
  })}</script>`;
const offListUrl = "https://www.example-diamonds.com/lab-grown/1.20-carat-f-vs2-round-1";

/**
 * Retailer pages replaced at our boundary, as the listing-URL tests do; `pages` can change between
 * reads.
 */
function fixturePages() {
  const pages: Record<string, string> = {
    [jamesAllen(1002)]: productPage(2100),
    [offListUrl]: `<title>1.20 Carat F VS2 Round Lab Grown Diamond</title><meta property="product:price:amount" content="1900"><meta property="product:price:currency" content="USD">`,
  };
  for (let sku = 2000; sku < 2010; sku++)
    pages[jamesAllen(sku)] = productPage(2000 + sku, `LG7000${sku}`);
  const fetch = async (url: string): Promise<SafeFetchResult> => {
    const body = pages[url];
    return body === undefined
      ? { ok: false, reason: "timeout", detail: "", url }
      : { ok: true, url, status: 200, contentType: "text/html", body };
  };
  return { pages, extractListing: (url: string) => extractListing(url, { fetch }) };
}

async function appWith(options: TestAppOptions = {}) {
  const { pages, extractListing: read } = fixturePages();
  const t = await createTestApp("pglite", { extractListing: read, ...options });
  const subscriber = async () => {
    const user = await t.signedInUser();
    const { url } = await bodyOf(
      await t.request("/api/billing/create-checkout", { method: "POST", cookie: user.cookie }),
    );
    await t.request(`${new URL(url).pathname}/pay`, {
      method: "POST",
      cookie: user.cookie,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "",
    });
    return user;
  };
  const observed = () =>
    t.db.select().from(tables.marketObservations).orderBy(tables.marketObservations.id);
  return { t, pages, subscriber, observed };
}

describe("what the product reads becomes market data", () => {
  let app: Awaited<ReturnType<typeof appWith>>;
  beforeAll(async () => {
    app = await appWith();
  });
  afterAll(() => app.t.close());

  it("keeps one observation of an analysed retailer listing a day, with the page's price and nothing of the user", async () => {
    const { t, subscriber, observed } = app;
    const buyer = await subscriber();
    const response = await t.postJson(
      "/api/analyses",
      { listingUrl: jamesAllen(1002), listedPrice: 1999 },
      { cookie: buyer.cookie },
    );
    expect(response.status).toBe(201);
    const { record, analysis } = await bodyOf(response);
    // The stone is never its own comparable.
    expect(analysis.comparableListings.map((c: { url: string }) => c.url)).not.toContain(
      jamesAllen(1002),
    );

    const today = new Date().toISOString().slice(0, 10);
    const rows = await observed();
    expect(rows).toEqual([
      {
        id: expect.any(Number),
        observedOn: today,
        host: "jamesallen.com",
        retailer: "James Allen",
        url: jamesAllen(1002),
        shape: "round",
        carat: 1.2,
        color: "F",
        clarity: "VS2",
        cut: "Ideal",
        polish: "Excellent",
        symmetry: "Excellent",
        fluorescence: "None",
        certificateLab: "IGI",
        certificateNumber: "LG612345678",
        certificateKey: "612345678",
        // The page's $2,100, never the $1,999 the user typed.
        priceCents: 210000,
        createdAt: expect.any(Date),
      },
    ]);
    const stored = JSON.stringify(rows);
    for (const own of [buyer.userId, buyer.email, record.id, "199900", "1999"])
      expect(stored).not.toContain(own);

    // A second read of the listing the same day, by someone else, adds nothing and changes nothing.
    const other = await subscriber();
    expect(
      (
        await t.postJson(
          "/api/analyses",
          { listingUrl: jamesAllen(1002), listedPrice: 2500 },
          { cookie: other.cookie },
        )
      ).status,
    ).toBe(201);
    expect(await observed()).toEqual(rows);
    expect(t.observations).toEqual(["stored", "already_observed"]);
  });

  it("shows it at once as a comparable of another user's similar stone, dated and marked observed", async () => {
    const { t, subscriber } = app;
    const other = await subscriber();
    const response = await t.postJson(
      "/api/analyses",
      { carat: 1.21, color: "F", clarity: "VS2", cut: "Ideal", shape: "round", listedPrice: 2500 },
      { cookie: other.cookie },
    );
    expect(response.status).toBe(201);
    const { analysis } = await bodyOf(response);
    expect(analysis.comparableListings).toHaveLength(5);
    expect(analysis.comparableListings).toContainEqual({
      source: "James Allen",
      price: 2100,
      specs: { shape: "round", carat: 1.2, color: "F", clarity: "VS2", cut: "Ideal" },
      url: jamesAllen(1002),
      savings: 400,
      observedOn: new Date().toISOString().slice(0, 10),
      certificateLab: "IGI",
      certificateNumber: "LG612345678",
      observed: true,
    });
    // The model's own comparables are not marked.
    expect(
      analysis.comparableListings.filter((c: { observed?: boolean }) => c.observed),
    ).toHaveLength(1);
  });

  it("enters the next fit's listings once the retailer's feed is that recent", async () => {
    const { t } = app;
    const today = new Date().toISOString().slice(0, 10);
    expect(await loadObservedListings(t.db)).toEqual([]);
    await t.db.insert(tables.marketListings).values({
      generation: await servingMarketBuild(t.db),
      retailer: "James Allen",
      url: "https://www.jamesallen.com/feed/1",
      origin: "lab",
      shape: "oval",
      carat: 1,
      color: "G",
      clarity: "VS1",
      priceCents: 150000,
      firstSeenOn: today,
      lastSeenOn: today,
    });
    expect(await loadObservedListings(t.db)).toEqual([
      expect.objectContaining({
        retailer: "James Allen",
        url: jamesAllen(1002),
        observedOn: today,
        origin: "lab",
        priceCents: 210000,
      }),
    ]);
  });

  it("stores nothing from a host off the allow-list", async () => {
    const { t, subscriber, observed } = app;
    const before = await observed();
    const buyer = await subscriber();
    const response = await t.postJson(
      "/api/analyses",
      { listingUrl: offListUrl, listedPrice: 1900 },
      { cookie: buyer.cookie },
    );
    expect(response.status).toBe(201);
    expect((await bodyOf(response)).analysis.specs).toMatchObject({ carat: 1.2, color: "F" });
    expect(await observed()).toEqual(before);
    expect(t.observations.at(-1)).toBe("host_not_allowed");
  });
});

describe("MARKET_OBSERVATIONS=off", () => {
  it("reads the listing for the analysis and keeps nothing", async () => {
    const { t, subscriber, observed } = await appWith({ marketObservations: false });
    try {
      const buyer = await subscriber();
      const response = await t.postJson(
        "/api/analyses",
        { listingUrl: jamesAllen(1002), listedPrice: 1999 },
        { cookie: buyer.cookie },
      );
      expect(response.status).toBe(201);
      expect((await bodyOf(response)).analysis.sources).toMatchObject({ cut: "page" });
      expect(await observed()).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

describe("the daily cap per retailer host", () => {
  it("stores no more than the cap from one host in a day, however many listings one account reads", async () => {
    const { t, subscriber, observed } = await appWith({ observationsPerHostPerDay: 3 });
    try {
      const buyer = await subscriber();
      for (let sku = 2000; sku < 2006; sku++) {
        expect(
          (
            await t.postJson(
              "/api/analyses",
              { listingUrl: jamesAllen(sku), listedPrice: 2000 },
              { cookie: buyer.cookie },
            )
          ).status,
        ).toBe(201);
      }
      expect((await observed()).map((o) => o.url)).toEqual([
        jamesAllen(2000),
        jamesAllen(2001),
        jamesAllen(2002),
      ]);
      expect(t.observations).toEqual([
        "stored",
        "stored",
        "stored",
        "host_cap_reached",
        "host_cap_reached",
        "host_cap_reached",
      ]);
      expect(await t.db.select().from(tables.marketObservationQuotas)).toEqual([
        { host: "jamesallen.com", observedOn: expect.any(String), stored: 3, refused: 3 },
      ]);
    } finally {
      await t.close();
    }
  });
});

describe("a tracked diamond's re-read", () => {
  it("keeps the page's new price as the next day's observation", async () => {
    let clock = new Date("2030-05-02T08:00:00Z");
    const { t, pages, subscriber, observed } = await appWith({ now: () => clock });
    try {
      const buyer = await subscriber();
      const { record } = await bodyOf(
        await t.postJson(
          "/api/analyses",
          { listingUrl: jamesAllen(1002), listedPrice: 2100 },
          { cookie: buyer.cookie },
        ),
      );
      expect(
        (
          await t.postJson(
            "/api/tracked",
            {
              analysisId: record.id,
              alerts: {
                fairValueMovePercent: null,
                listedPriceChange: true,
                comparableBelow: null,
              },
            },
            { cookie: buyer.cookie },
          )
        ).status,
      ).toBe(201);
      pages[jamesAllen(1002)] = productPage(1950);
      clock = new Date("2030-05-03T09:00:00Z");
      expect(
        await checkTrackedListings(t.tracking, { everyMs: 3_600_000, limit: 10 }),
      ).toMatchObject({ read: 1, changed: 1 });
      expect((await observed()).map((o) => [o.observedOn, o.priceCents])).toEqual([
        ["2030-05-02", 210000],
        ["2030-05-03", 195000],
      ]);
      const [tracked] = await t.db
        .select()
        .from(tables.trackedDiamonds)
        .where(eq(tables.trackedDiamonds.analysisId, record.id));
      expect(tracked?.listedPriceCents).toBe(195000);
    } finally {
      await t.close();
    }
  });
});
