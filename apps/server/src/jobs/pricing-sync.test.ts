import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  createMarketPricing,
  importMarketFeed,
  readMarketDataStatus,
  refreshMarketFeed,
  releaseHeldBackModel,
  silentLogger,
} from "@faircarat/core";
import { fitMarketModel } from "@faircarat/core/pricing-models/fit-market-model";
import { type DbHandle, tables } from "@faircarat/db";
import { createTestDb, testDatabaseKinds } from "@faircarat/db/testing";
import { feedCsv, listingCells, writeFeedFolder } from "@faircarat/market/testing/feed-fixture";
import { syntheticListings } from "@faircarat/pricing/testing/synthetic-market";
import { schedulePricingSync } from "./pricing-sync";
import { type MarketListings } from "@faircarat/core/pricing-models/listing-columns";

/** The synthetic market as a feed (test data), prices scaled by `priceFactor`. */
const syntheticFeed = (priceFactor = 1) =>
  writeFeedFolder({
    "feed.csv": feedCsv(
      syntheticListings({ perRetailer: 60 }).map((l, i) => listingCells(l, i, priceFactor)),
    ),
  });

describe.each(testDatabaseKinds())("pricing sync of two processes on %s", (kind) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb(kind);
  });
  afterAll(() => handle.close());

  it("fits once for the cluster, and both processes price with the stored model", async () => {
    const fit = vi.fn(async (listings: MarketListings, options: { valuationDate: string }) =>
      fitMarketModel(listings, options),
    );
    const processes = [0, 1].map(() => {
      const pricing = createMarketPricing(handle.db, silentLogger);
      return {
        pricing,
        sync: schedulePricingSync({
          db: handle.db,
          logger: silentLogger,
          pricing,
          everyMs: 60_000,
          fit,
        }),
      };
    });
    await Promise.all(processes.map((p) => p.sync.runNow()));
    expect(processes.map((p) => p.pricing.current())).toEqual([null, null]);

    await importMarketFeed({ db: handle.db, logger: silentLogger }, await syntheticFeed());
    await Promise.all(processes.map((p) => p.sync.runNow()));
    // The process that lost the fit's lease loads the model on its next poll.
    await Promise.all(processes.map((p) => p.sync.runNow()));
    expect(fit).toHaveBeenCalledTimes(1);
    const [a, b] = processes.map((p) => p.pricing.current());
    expect(a).not.toBeNull();
    expect(b?.model).toEqual(a?.model);
    expect(b?.fittedAt).toEqual(a?.fittedAt);
    expect(await handle.db.select().from(tables.pricingModels)).toHaveLength(1);

    // A third process, started later, is ready from the stored model without fitting.
    const late = createMarketPricing(handle.db, silentLogger);
    const lateSync = schedulePricingSync({
      db: handle.db,
      logger: silentLogger,
      pricing: late,
      everyMs: 60_000,
      fit,
    });
    await lateSync.runNow();
    expect(late.current()?.model).toEqual(a?.model);
    expect(fit).toHaveBeenCalledTimes(1);
    await Promise.all([...processes.map((p) => p.sync.stop()), lateSync.stop()]);
  });

  it("keeps both processes on the serving model while a refit is held back, and moves both once it is released", async () => {
    const own = await createTestDb(kind);
    const fit = vi.fn(async (listings: MarketListings, options: { valuationDate: string }) =>
      fitMarketModel(listings, options),
    );
    const processes = [0, 1].map(() => {
      const pricing = createMarketPricing(own.db, silentLogger);
      return {
        pricing,
        sync: schedulePricingSync({
          db: own.db,
          logger: silentLogger,
          pricing,
          everyMs: 60_000,
          fit,
        }),
      };
    });
    const syncBoth = async () => {
      await Promise.all(processes.map((p) => p.sync.runNow()));
      await Promise.all(processes.map((p) => p.sync.runNow()));
    };
    await importMarketFeed({ db: own.db, logger: silentLogger }, await syntheticFeed());
    await syncBoth();
    const serving = processes.map((p) => p.pricing.current()?.fittedAt);
    expect(serving[0]).toBeDefined();
    expect(serving[1]).toEqual(serving[0]);

    // Three times the prices: the refit is stored held back, once for the cluster, and neither
    // process takes it.
    expect(
      await refreshMarketFeed({ db: own.db, logger: silentLogger }, await syntheticFeed(3)),
    ).toMatchObject({ ok: true });
    await syncBoth();
    expect(fit).toHaveBeenCalledTimes(2);
    expect(processes.map((p) => p.pricing.current()?.fittedAt)).toEqual(serving);
    const { heldBackModel } = await readMarketDataStatus(own.db);
    expect(heldBackModel).toMatchObject({
      reason: expect.stringContaining("typical probe value moved"),
    });
    // Later polls neither refit it nor take it.
    await syncBoth();
    expect(fit).toHaveBeenCalledTimes(2);

    expect(await releaseHeldBackModel(own.db, heldBackModel!.modelId)).toMatchObject({
      released: true,
    });
    await syncBoth();
    const released = processes.map((p) => p.pricing.current()?.fittedAt);
    expect(released[0]).not.toEqual(serving[0]);
    expect(released[1]).toEqual(released[0]);
    expect(fit).toHaveBeenCalledTimes(2);
    await Promise.all(processes.map((p) => p.sync.stop()));
    await own.close();
  });

  it("calls onNewModel once each time another model comes into use, not on syncs that keep it", async () => {
    const own = await createTestDb(kind);
    const pricing = createMarketPricing(own.db, silentLogger);
    const onNewModel = vi.fn();
    const sync = schedulePricingSync({
      db: own.db,
      logger: silentLogger,
      pricing,
      everyMs: 60_000,
      fit: async (l, o) => fitMarketModel(l, o),
      onNewModel,
    });
    await sync.runNow();
    expect(onNewModel).not.toHaveBeenCalled();
    await importMarketFeed({ db: own.db, logger: silentLogger }, await syntheticFeed());
    await sync.runNow();
    expect(onNewModel).toHaveBeenCalledTimes(1);
    await sync.runNow();
    expect(onNewModel).toHaveBeenCalledTimes(1);
    await sync.stop();
    await own.close();
  });

  it("says whether the sync succeeded, so a failed fit is retried by the market refresh", async () => {
    const own = await createTestDb(kind);
    const pricing = createMarketPricing(own.db, silentLogger);
    let failNext = true;
    const fit = async (listings: MarketListings, options: { valuationDate: string }) => {
      if (failNext) {
        failNext = false;
        throw new Error("the fit worker stopped");
      }
      return fitMarketModel(listings, options);
    };
    const afterSync = vi.fn();
    const sync = schedulePricingSync({
      db: own.db,
      logger: silentLogger,
      pricing,
      everyMs: 60_000,
      fit,
      afterSync,
    });
    await importMarketFeed({ db: own.db, logger: silentLogger }, await syntheticFeed());
    expect(await sync.runNow()).toBe(false);
    expect(pricing.current()).toBeNull();
    expect(await sync.runNow()).toBe(true);
    expect(pricing.current()).not.toBeNull();
    expect(afterSync).toHaveBeenCalledTimes(2);
    await sync.stop();
    await own.close();
  });
});
