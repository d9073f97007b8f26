import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { type DbHandle, tables } from "@faircarat/db";
import { createTestDb, testDatabaseKinds } from "@faircarat/db/testing";
import { clearMarket } from "@faircarat/db/testing-market";
import { feedCsv, listingCells, writeFeedFolder } from "@faircarat/market/testing/feed-fixture";
import { syntheticListings } from "@faircarat/pricing/testing/synthetic-market";
import { silentLogger } from "../logger";
import { importMarketFeed } from "../market/import-market-feed";
import type { ListingObservation } from "../market-observations/observation-of-read";
import { recordMarketObservation } from "../market-observations/record-market-observation";
import {
  OBSERVED_SNAPSHOT_MIN,
  retailersEnteringFit,
} from "../market-observations/observations-for-fit";
import { fitMarketModel } from "./fit-market-model";
import { fitStoredModelIfDue } from "./fit-stored-model";
import { loadObservedListings } from "./load-observed-listings";
import { rowsOf, type MarketListings } from "./listing-columns";

const observation = (
  retailer: string,
  i: number,
  over: Partial<ListingObservation> = {},
): ListingObservation => ({
  host: `${retailer.toLowerCase()}.example`,
  retailer,
  url: `https://${retailer.toLowerCase()}.example/p/${i}`,
  shape: "round",
  carat: 1.2,
  color: "G",
  clarity: "VS1",
  cut: "Excellent",
  polish: null,
  symmetry: null,
  fluorescence: null,
  certificateLab: "IGI",
  certificateNumber: null,
  certificateKey: null,
  priceCents: 250000 + i,
  ...over,
});

describe("retailersEnteringFit", () => {
  const day = (retailer: string, observedOn: string, observations: number, newestId: number) => ({
    retailer,
    observedOn,
    observations,
    newestId,
  });

  it("lets a retailer's observations join its feed's snapshot (newest feed listing within 45 days)", () => {
    const feed = new Map([["James Allen", "2026-04-23"]]);
    expect(retailersEnteringFit([day("James Allen", "2026-05-20", 1, 7)], feed)).toEqual({
      retailers: ["James Allen"],
      newestId: 7,
    });
    expect(retailersEnteringFit([day("James Allen", "2026-11-27", 1, 7)], feed)).toEqual({
      retailers: [],
      newestId: 0,
    });
  });

  it("lets observations stand as a retailer's snapshot once there are enough of them within 45 days", () => {
    const few = [
      day("Ritani", "2026-11-01", OBSERVED_SNAPSHOT_MIN - 10, 5),
      day("Ritani", "2026-09-01", 50, 2),
    ];
    expect(retailersEnteringFit(few, new Map())).toEqual({ retailers: [], newestId: 0 });
    const enough = [...few, day("Ritani", "2026-11-20", 10, 9)];
    expect(retailersEnteringFit(enough, new Map())).toEqual({ retailers: ["Ritani"], newestId: 9 });
  });
});

/** The synthetic three-retailer market (observed 2026-04-01) as a feed. */
const syntheticFeed = () =>
  writeFeedFolder({
    "feed.csv": feedCsv(syntheticListings({ perRetailer: 80 }).map((l, i) => listingCells(l, i))),
  });

describe.each(testDatabaseKinds())("observations in the fit on %s", (kind) => {
  let handle: DbHandle;
  let feed: string;
  const fit = vi.fn(async (listings: MarketListings, options: { valuationDate: string }) =>
    fitMarketModel(listings, options),
  );
  const ctx = () => ({ db: handle.db, logger: silentLogger, fit });
  /** As if the stored model were fitted `minutes` ago. */
  const ageModels = (minutes: number) =>
    handle.db
      .update(tables.pricingModels)
      .set({ createdAt: sql`now() - make_interval(mins => ${minutes})` });

  beforeAll(async () => {
    handle = await createTestDb(kind);
    feed = await syntheticFeed();
  });
  afterAll(() => handle.close());
  beforeEach(async () => {
    fit.mockClear();
    await clearMarket(handle.db);
    for (const table of [tables.marketObservations, tables.marketObservationQuotas])
      await handle.db.delete(table);
    await importMarketFeed(ctx(), feed);
    expect(await fitStoredModelIfDue(ctx())).toMatchObject({ fitted: true, listings: 320 });
  });

  it("fits again on a new observation once the stored model is 15 minutes old, and the fit reads it as a listing of its day", async () => {
    const stored = await recordMarketObservation(handle.db, observation("Middle", 1), "2026-04-20");
    if (stored.kind !== "stored") throw new Error(stored.kind);
    expect(await loadObservedListings(handle.db)).toEqual([
      {
        retailer: "Middle",
        url: "https://middle.example/p/1",
        observedOn: "2026-04-20",
        origin: "lab",
        shape: "round",
        carat: 1.2,
        color: "G",
        clarity: "VS1",
        cut: "Excellent",
        polish: null,
        symmetry: null,
        fluorescence: null,
        certificateLab: "IGI",
        certificateNumber: null,
        priceCents: 250001,
      },
    ]);
    expect(await fitStoredModelIfDue(ctx())).toEqual({ fitted: false, reason: "model_current" });
    await ageModels(16);
    expect(await fitStoredModelIfDue(ctx())).toMatchObject({ fitted: true, listings: 321 });
    const read = rowsOf(fit.mock.calls.at(-1)![0]);
    expect(read.filter((l) => l.url === "https://middle.example/p/1")).toEqual([
      expect.objectContaining({ observedOn: "2026-04-20", priceCents: 250001 }),
    ]);
    const [newest] = await handle.db
      .select()
      .from(tables.pricingModels)
      .orderBy(sql`${tables.pricingModels.id} desc`)
      .limit(1);
    expect(newest).toMatchObject({ observationId: stored.id, listingsRead: 321 });
    // The model's valuation moved to the observation's day: it joined the retailer's snapshot.
    expect((newest!.model as { valuationDate: string }).valuationDate).toBe("2026-04-20");
    await ageModels(16);
    expect(await fitStoredModelIfDue(ctx())).toEqual({ fitted: false, reason: "model_current" });
  });

  it("keeps a few observations months after a retailer's feed out of the fit, and refits nothing for them", async () => {
    await recordMarketObservation(handle.db, observation("Middle", 2), "2026-11-27");
    await recordMarketObservation(handle.db, observation("Ritani", 3), "2026-11-27");
    expect(await loadObservedListings(handle.db)).toEqual([]);
    await ageModels(16);
    expect(await fitStoredModelIfDue(ctx())).toEqual({ fitted: false, reason: "model_current" });
    expect(fit).toHaveBeenCalledTimes(1);
  });

  it("reads a new import's fit with the observations that enter it", async () => {
    await recordMarketObservation(handle.db, observation("Value", 4), "2026-04-02");
    await handle.db
      .update(tables.marketImports)
      .set({ sourceSignature: "older" })
      .where(eq(tables.marketImports.status, "succeeded"));
    // A new build of the same rows (a run that rebuilt the market from changed files).
    const [run] = await handle.db
      .insert(tables.marketImports)
      .values({ source: feed, sourceSignature: "newer", status: "succeeded", updated: 0 })
      .returning();
    await handle.db.update(tables.marketListings).set({ generation: run!.id });
    await handle.db
      .update(tables.marketImports)
      .set({ generation: run!.id })
      .where(eq(tables.marketImports.id, run!.id));
    expect(await fitStoredModelIfDue(ctx())).toMatchObject({ fitted: true, listings: 321 });
  });
});
