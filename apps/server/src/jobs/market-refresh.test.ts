import { writeFile } from "node:fs/promises";
import path from "node:path";
import { asc } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createMarketPricing, silentLogger, type Logger } from "@faircarat/core";
import { fitMarketModel } from "@faircarat/core/pricing-models/fit-market-model";
import { type DbHandle, tables } from "@faircarat/db";
import { createTestDb, oneTestDatabase, testDatabaseKinds } from "@faircarat/db/testing";
import { clearMarket } from "@faircarat/db/testing-market";
import { withOutage } from "@faircarat/db/testing-outage";
import {
  feedCsv,
  listingCells,
  sampleCells,
  writeFeedFolder,
} from "@faircarat/market/testing/feed-fixture";
import { indexCsv, sampleIndexCells } from "@faircarat/market/testing/index-fixture";
import type { FitOptions } from "@faircarat/pricing";
import { syntheticListings } from "@faircarat/pricing/testing/synthetic-market";
import { scheduleMarketRefresh } from "./market-refresh";
import { schedulePricingSync } from "./pricing-sync";
import { type MarketListings } from "@faircarat/core/pricing-models/listing-columns";

const recordingLogger = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() }) satisfies Logger;

describe.each(oneTestDatabase())("scheduled market refresh on %s", (kind) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb(kind);
  });
  afterAll(() => handle.close());

  it("imports the feed on first run, skips it while unchanged, and reports imports that changed the market", async () => {
    const feeds = await writeFeedFolder({ "feed.csv": feedCsv([sampleCells]) });
    const onImported = vi.fn();
    const job = scheduleMarketRefresh({
      db: handle.db,
      logger: silentLogger,
      feeds,
      everyMinutes: 0,
      onImported,
    });
    await job.runNow();
    await job.runNow();
    await job.stop();
    expect(onImported).toHaveBeenCalledTimes(1);
    expect(onImported).toHaveBeenCalledWith(expect.objectContaining({ imported: 1 }));
    expect(await handle.db.select().from(tables.marketImports)).toHaveLength(1);
  });

  it("warns once about a missing feed folder instead of failing", async () => {
    const logger = recordingLogger();
    const job = scheduleMarketRefresh({
      db: handle.db,
      logger,
      feeds: "/nonexistent/feeds",
      everyMinutes: 0,
    });
    await job.runNow();
    await job.runNow();
    await job.stop();
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.error).not.toHaveBeenCalled();
  });

  it("runs on its schedule until stopped", async () => {
    // The schedule's slot is kept in the database's clock, which fake timers do not move: start
    // from a cluster that has not refreshed yet.
    await handle.db.delete(tables.clusterJobs);
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    try {
      const feeds = await writeFeedFolder({
        "feed.csv": feedCsv([{ ...sampleCells, listing_id: "scheduled" }]),
      });
      const onImported = vi.fn();
      const job = scheduleMarketRefresh({
        db: handle.db,
        logger: silentLogger,
        feeds,
        everyMinutes: 15,
        onImported,
      });
      await vi.advanceTimersByTimeAsync(15 * 60_000);
      await job.runNow();
      expect(onImported).toHaveBeenCalledTimes(1);
      await job.stop();
      await vi.advanceTimersByTimeAsync(60 * 60_000);
      expect(onImported).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe.each(testDatabaseKinds())("a market refresh that recovers, on %s", (kind) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb(kind);
  });
  afterAll(() => handle.close());
  beforeEach(async () => {
    await clearMarket(handle.db);
    await handle.db.delete(tables.clusterJobs);
  });
  const retryLogs = (logger: ReturnType<typeof recordingLogger>) =>
    logger.info.mock.calls
      .map(([details]) => details as { retryInSeconds?: number })
      .filter((details) => details.retryInSeconds !== undefined);

  it("on a fresh database whose server restarts during the first import, retries until a model is in use, with imports on start only", async () => {
    // Three batches of listings: the database goes away at the second, and comes back 100 ms later.
    const feeds = await writeFeedFolder({
      "feed.csv": feedCsv(
        syntheticListings({ perRetailer: 600 }).map((l, i) => listingCells(l, i)),
      ),
    });
    const restarting = withOutage(handle.db);
    restarting.downAtCall("transaction", 2);
    const logger = recordingLogger();
    const pricing = createMarketPricing(restarting.db, silentLogger);
    const fit = async (listings: MarketListings, options: FitOptions) =>
      fitMarketModel(listings, options);
    const sync = schedulePricingSync({
      db: restarting.db,
      logger: silentLogger,
      pricing,
      everyMs: 60_000,
      fit,
    });
    const job = scheduleMarketRefresh({
      db: restarting.db,
      logger,
      feeds,
      everyMinutes: 0,
      syncPricing: () => sync.runNow(),
      firstRetryMs: 300,
    });
    const comesBack = setInterval(
      () => restarting.isDown() && setTimeout(() => restarting.up(), 100),
      20,
    );
    try {
      await job.runNow();
      expect(logger.error).toHaveBeenCalledWith(
        expect.objectContaining({
          problems: [expect.objectContaining({ source: "listings", file: null })],
        }),
        expect.stringContaining("market feed import failed"),
      );
      expect(job.retryDueAt()).not.toBeNull();
      expect(pricing.current()).toBeNull();

      await vi.waitFor(() => expect(pricing.current()).not.toBeNull(), {
        timeout: 20_000,
        interval: 50,
      });
      await vi.waitFor(() => expect(job.retryDueAt()).toBeNull());
      // The run the restart interrupted is closed as failed, not left to lock imports out for 5
      // minutes.
      const statuses = (
        await handle.db.select().from(tables.marketImports).orderBy(asc(tables.marketImports.id))
      ).map((run) => run.status);
      expect(statuses).toEqual(["failed", "succeeded"]);
      expect(await handle.db.select().from(tables.pricingModels)).toHaveLength(1);
    } finally {
      clearInterval(comesBack);
      await Promise.all([job.stop(), sync.stop()]);
    }
  }, 30_000);

  it("retries as soon as a database that went away answers again, not when the backoff is due (found in test:faults: the first analysis came 65.5 s after PostgreSQL was back; test failed before)", async () => {
    const feeds = await writeFeedFolder({
      "feed.csv": feedCsv(
        syntheticListings({ perRetailer: 600 }).map((l, i) => listingCells(l, i)),
      ),
    });
    const restarting = withOutage(handle.db);
    restarting.downAtCall("transaction", 2);
    const logger = recordingLogger();
    const job = scheduleMarketRefresh({
      db: restarting.db,
      logger,
      feeds,
      everyMinutes: 0,
      // A backoff far longer than the outage: only the database's return can bring the retry on.
      firstRetryMs: 60_000,
    });
    try {
      await job.runNow();
      expect(job.retryDueAt()).toBeGreaterThan(Date.now() + 50_000);
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      const backAt = Date.now();
      restarting.up();
      await vi.waitFor(() => expect(job.retryDueAt()).toBeNull(), {
        timeout: 10_000,
        interval: 50,
      });
      expect(Date.now() - backAt).toBeLessThan(5_000);
      const statuses = (
        await handle.db.select().from(tables.marketImports).orderBy(asc(tables.marketImports.id))
      ).map((run) => run.status);
      expect(statuses).toEqual(["failed", "succeeded"]);
      expect(logger.info).toHaveBeenCalledWith(
        expect.anything(),
        expect.stringContaining("the database answers again"),
      );
    } finally {
      await job.stop();
    }
  }, 30_000);

  it("retries a refresh whose fit failed, and backs off each time it fails again", async () => {
    const feeds = await writeFeedFolder({ "feed.csv": feedCsv([sampleCells]) });
    const logger = recordingLogger();
    const syncPricing = vi.fn(async () => syncPricing.mock.calls.length > 3);
    const onImported = vi.fn();
    const job = scheduleMarketRefresh({
      db: handle.db,
      logger,
      feeds,
      everyMinutes: 0,
      onImported,
      syncPricing,
      firstRetryMs: 40,
    });
    try {
      await job.runNow();
      expect(onImported).toHaveBeenCalledTimes(1);
      await vi.waitFor(() => expect(syncPricing).toHaveBeenCalledTimes(4), {
        timeout: 10_000,
        interval: 20,
      });
      await vi.waitFor(() => expect(job.retryDueAt()).toBeNull());
      // The retries found the feed imported already: they brought pricing up to date, and imported
      // nothing again.
      expect(onImported).toHaveBeenCalledTimes(1);
      expect(retryLogs(logger).map((details) => details.retryInSeconds)).toEqual([
        0.04, 0.08, 0.16,
      ]);
    } finally {
      await job.stop();
    }
  });

  it("serves the feed at once without an index file refused whole, and takes the mended file at the next refresh", async () => {
    const feeds = await writeFeedFolder({ "feed.csv": feedCsv([sampleCells]) });
    const indexes = await writeFeedFolder({ "2026-05.csv": indexCsv([sampleIndexCells], ";") });
    const logger = recordingLogger();
    const syncPricing = vi.fn(async () => true);
    const job = scheduleMarketRefresh({
      db: handle.db,
      logger,
      feeds,
      indexes,
      everyMinutes: 15,
      syncPricing,
      firstRetryMs: 50,
    });
    try {
      await job.runNow();
      expect(syncPricing).toHaveBeenCalledTimes(1);
      expect(job.retryDueAt()).toBeNull();
      expect(await handle.db.select().from(tables.marketListings)).toHaveLength(1);
      expect(await handle.db.select().from(tables.marketIndexCells)).toHaveLength(0);
      await writeFile(path.join(indexes, "2026-05.csv"), indexCsv([sampleIndexCells]));
      await job.runNow();
      expect(syncPricing).toHaveBeenCalledTimes(2);
      expect(await handle.db.select().from(tables.marketIndexCells)).toHaveLength(1);
    } finally {
      await job.stop();
    }
  });

  it("stops retrying when stopped", async () => {
    const restarting = withOutage(handle.db);
    restarting.down();
    const job = scheduleMarketRefresh({
      db: restarting.db,
      logger: recordingLogger(),
      feeds: "/nonexistent/feeds",
      everyMinutes: 0,
      firstRetryMs: 30,
    });
    await job.runNow();
    expect(job.retryDueAt()).not.toBeNull();
    await job.stop();
    expect(job.retryDueAt()).toBeNull();
  });
});
