import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { silentLogger, type Logger } from "@faircarat/core";
import { type DbHandle, tables } from "@faircarat/db";
import { createTestDb, testDatabaseKinds } from "@faircarat/db/testing";
import { feedCsv, sampleCells, writeFeedFolder } from "@faircarat/market/testing/feed-fixture";
import { scheduleMarketRefresh } from "./market-refresh";

const recordingLogger = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() }) satisfies Logger;

describe.each(testDatabaseKinds())("scheduled market refresh on %s", (kind) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb(kind);
  });
  afterAll(() => handle.close());

  it("imports the feed on first run, skips it while unchanged, and reports imports that changed the market", async () => {
    const feeds = await writeFeedFolder({ "feed.csv": feedCsv([sampleCells]) });
    const onImported = vi.fn();
    const job = scheduleMarketRefresh({ db: handle.db, logger: silentLogger, feeds, everyMinutes: 0, onImported });
    await job.runNow();
    await job.runNow();
    await job.stop();
    expect(onImported).toHaveBeenCalledTimes(1);
    expect(onImported).toHaveBeenCalledWith(expect.objectContaining({ imported: 1 }));
    expect(await handle.db.select().from(tables.marketImports)).toHaveLength(1);
  });

  it("warns once about a missing feed folder instead of failing", async () => {
    const logger = recordingLogger();
    const job = scheduleMarketRefresh({ db: handle.db, logger, feeds: "/nonexistent/feeds", everyMinutes: 0 });
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
      const feeds = await writeFeedFolder({ "feed.csv": feedCsv([{ ...sampleCells, listing_id: "scheduled" }]) });
      const onImported = vi.fn();
      const job = scheduleMarketRefresh({ db: handle.db, logger: silentLogger, feeds, everyMinutes: 15, onImported });
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
