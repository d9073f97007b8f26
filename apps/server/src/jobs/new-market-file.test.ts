import { writeFile } from "node:fs/promises";
import path from "node:path";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMarketPricing, silentLogger, type MarketPricing } from "@faircarat/core";
import { fitMarketModel } from "@faircarat/core/pricing-models/fit-market-model";
import { tables } from "@faircarat/db";
import { feedCsv, listingCells, writeFeedFolder } from "@faircarat/market/testing/feed-fixture";
import { indexCsv, sampleIndexCells } from "@faircarat/market/testing/index-fixture";
import type { PricingModel } from "@faircarat/pricing";
import { syntheticListings } from "@faircarat/pricing/testing/synthetic-market";
import { bodyOf, createTestApp, type TestApp } from "../testing/test-app";
import { scheduleMarketRefresh, type MarketRefresh } from "./market-refresh";
import { schedulePricingSync, type PricingSync } from "./pricing-sync";

const oneCarat = { carat: 1.2, cut: "excellent", color: "g", clarity: "vs1", listedPrice: 4200 };
/** The synthetic market's current snapshot (2026-04-01), as one month's listing file. */
const april = syntheticListings({ perRetailer: 80 }).filter((l) => l.observedOn === "2026-04-01");

describe("a new month's file in the market folders", () => {
  let t: TestApp;
  let refresh: MarketRefresh;
  let sync: PricingSync;
  let feeds: string;
  let indexes: string;
  let cookie: string;
  // The app prices with the stored model of its own database, as a server process does.
  let stored: MarketPricing | null = null;
  const pricing: MarketPricing = {
    current: () => stored?.current() ?? null,
    reload: async () => (stored ? stored.reload() : null),
  };

  const newestModel = async () => {
    const [row] = await t.db
      .select()
      .from(tables.pricingModels)
      .orderBy(desc(tables.pricingModels.id))
      .limit(1);
    return { id: row!.id, model: row!.model as PricingModel };
  };
  const analysedDataDate = async () => {
    const response = await t.postJson("/api/analyses", oneCarat, { cookie });
    expect(response.status).toBe(201);
    return ((await bodyOf(response)) as { analysis: { basis: { dataDate?: string } } }).analysis
      .basis.dataDate;
  };

  beforeAll(async () => {
    t = await createTestApp("pglite", { pricing });
    stored = createMarketPricing(t.db, silentLogger);
    feeds = await writeFeedFolder({
      "2026-04.csv": feedCsv(april.map((l, i) => listingCells(l, i))),
    });
    indexes = await writeFeedFolder({ "2026-05.csv": indexCsv([sampleIndexCells]) });
    sync = schedulePricingSync({
      db: t.db,
      logger: silentLogger,
      pricing,
      everyMs: 60_000,
      fit: async (listings, options) => fitMarketModel(listings, options),
    });
    refresh = scheduleMarketRefresh({
      db: t.db,
      logger: silentLogger,
      feeds,
      indexes,
      everyMinutes: 15,
      syncPricing: () => sync.runNow(),
    });
    const user = await t.signedInUser();
    cookie = user.cookie;
    const { url } = (await (
      await t.request("/api/billing/create-checkout", { method: "POST", cookie })
    ).json()) as { url: string };
    await t.request(`${new URL(url).pathname}/pay`, {
      method: "POST",
      cookie,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "",
    });
  });
  afterAll(async () => {
    await Promise.all([refresh.stop(), sync.stop()]);
    await t.close();
  });

  it("moves the stored model's data date at the next refresh: a listing file of a later month, then an index edition", async () => {
    // April listings and a May edition: the model stands on the edition's collection day.
    await refresh.runNow();
    const first = await newestModel();
    expect(first.model.dataDate).toBe("2026-05-18");
    expect(await analysedDataDate()).toBe("2026-05-18");
    expect((await bodyOf(await t.request("/api/health"))).market).toMatchObject({
      ready: true,
      valuationDate: "2026-05-18",
    });

    // The next month's scrape of the same stones, a little cheaper, dropped beside the last one.
    await writeFile(
      path.join(feeds, "2026-06.csv"),
      feedCsv(april.map((l, i) => listingCells({ ...l, observedOn: "2026-06-15" }, i, 0.97))),
    );
    await refresh.runNow();
    const afterListings = await newestModel();
    expect(afterListings.id).toBeGreaterThan(first.id);
    expect(afterListings.model.dataDate).toBe("2026-06-15");
    expect(await analysedDataDate()).toBe("2026-06-15");

    // A later index edition.
    await writeFile(
      path.join(indexes, "2026-07.csv"),
      indexCsv([{ ...sampleIndexCells, edition: "2026-07-26", collected_on: "2026-07-23" }]),
    );
    await refresh.runNow();
    const afterIndex = await newestModel();
    expect(afterIndex.id).toBeGreaterThan(afterListings.id);
    expect(afterIndex.model.dataDate).toBe("2026-07-23");
    expect(afterIndex.model.index.sources).toEqual([
      expect.objectContaining({ newestEdition: "2026-07-26", newestCollectedOn: "2026-07-23" }),
    ]);
    expect(await analysedDataDate()).toBe("2026-07-23");

    // Nothing new: no import, no fit.
    await refresh.runNow();
    expect((await newestModel()).id).toBe(afterIndex.id);
  });

  it("does not value the market on a day after today: one row dated 2099 is ignored by the fit, and analyses keep their fair value", async () => {
    const before = await newestModel();
    const fairValue = async () =>
      (
        (await bodyOf(await t.postJson("/api/analyses", oneCarat, { cookie }))) as {
          analysis: { fairMarketValue: number };
        }
      ).analysis.fairMarketValue;
    const valueBefore = await fairValue();
    // A file holding nothing but the typo is no data at all: it is quarantined, and the market is
    // the other files' as before.
    await writeFile(
      path.join(feeds, "typo.csv"),
      feedCsv([listingCells({ ...april[0]!, observedOn: "2099-01-01" }, 9_999)]),
    );
    await refresh.runNow();
    const [newestRun] = await t.db
      .select()
      .from(tables.marketImports)
      .orderBy(desc(tables.marketImports.id))
      .limit(1);
    // Nothing else changed: the market stays the build it was, and nothing is refitted.
    expect(newestRun).toMatchObject({ status: "succeeded" });
    expect(newestRun!.generation).toBeLessThan(newestRun!.id);
    expect((await newestModel()).id).toBe(before.id);
    expect(
      await t.db
        .select({ location: tables.marketSources.location, reason: tables.marketSources.reason })
        .from(tables.marketSources)
        .where(eq(tables.marketSources.status, "quarantined")),
    ).toEqual([{ location: path.join(feeds, "typo.csv"), reason: "no_valid_rows" }]);
    expect((await newestModel()).model.dataDate).toBe(before.model.dataDate);
    expect(await fairValue()).toBe(valueBefore);

    // Beside real rows, the typo row is rejected and the rest fitted.
    const realRow = listingCells({ ...april[1]!, observedOn: "2026-04-01" }, 10_000);
    await writeFile(
      path.join(feeds, "typo.csv"),
      feedCsv([listingCells({ ...april[0]!, observedOn: "2099-01-01" }, 9_999), realRow]),
    );
    await writeFile(
      path.join(indexes, "typo.csv"),
      indexCsv([
        { ...sampleIndexCells, edition: "2099-01-02", collected_on: "2099-01-01" },
        { ...sampleIndexCells, retailer: "Another Shop" },
      ]),
    );
    await refresh.runNow();
    const after = await newestModel();
    expect(after.id).toBeGreaterThan(before.id);
    expect(after.model.dataDate).toBe(before.model.dataDate);
    expect(await analysedDataDate()).toBe(before.model.dataDate);
    expect(Math.abs((await fairValue()) / valueBefore - 1)).toBeLessThan(0.02);
  });
});
