import { writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { type DbHandle } from "@faircarat/db";
import { createTestDb, testDatabaseKinds } from "@faircarat/db/testing";
import { clearMarket } from "@faircarat/db/testing-market";
import { withOutage } from "@faircarat/db/testing-outage";
import { feedCsv, sampleCells, writeFeedFolder } from "@faircarat/market/testing/feed-fixture";
import {
  indexCsv,
  sampleIndexCells,
  unpublishedIndexCells,
} from "@faircarat/market/testing/index-fixture";
import { silentLogger } from "../logger";
import { importMarketFeed } from "./import-market-feed";
import { createMarketDataWatch, readMarketDataStatus } from "./market-data-status";

describe.each(testDatabaseKinds())("market data status on %s", (kind) => {
  let handle: DbHandle;
  const ctx = () => ({ db: handle.db, logger: silentLogger });
  beforeAll(async () => {
    handle = await createTestDb(kind);
  });
  afterAll(() => handle.close());
  beforeEach(async () => {
    await clearMarket(handle.db);
  });

  it("is empty before any import", async () => {
    expect(await readMarketDataStatus(handle.db)).toEqual({
      sources: [
        { source: "listings", rows: 0, newestDate: null, lastSuccessAt: null, lastFailureAt: null },
        { source: "index", rows: 0, newestDate: null, lastSuccessAt: null, lastFailureAt: null },
      ],
      quarantined: [],
      unreachable: [],
      failedImport: null,
      heldBackModel: null,
    });
  });

  it("gives each source's rows, newest day and last success, then a bad index file quarantined by name, and clears it when the file is mended", async () => {
    const feed = await writeFeedFolder({
      "feed.csv": feedCsv([
        sampleCells,
        { ...sampleCells, listing_id: "2", scrape_date: "2026-03-01" },
      ]),
    });
    const indexes = await writeFeedFolder({
      "2026-05.csv": indexCsv([
        sampleIndexCells,
        { ...unpublishedIndexCells, retailer: "Small Shop" },
      ]),
    });
    await importMarketFeed(ctx(), feed, { indexes });
    const ok = await readMarketDataStatus(handle.db);
    expect(ok.sources).toEqual([
      {
        source: "listings",
        rows: 2,
        newestDate: "2026-03-01",
        lastSuccessAt: expect.any(Date),
        lastFailureAt: null,
      },
      {
        source: "index",
        rows: 2,
        newestDate: "2026-05-18",
        lastSuccessAt: expect.any(Date),
        lastFailureAt: null,
      },
    ]);
    expect(ok.failedImport).toBeNull();

    const bad = path.join(indexes, "2026-06.csv");
    await writeFile(bad, indexCsv([sampleIndexCells], ";"));
    const quarantinedRun = await importMarketFeed(ctx(), feed, { indexes });
    expect(quarantinedRun).toMatchObject({ ok: true });
    const quarantined = await readMarketDataStatus(handle.db);
    expect(quarantined.failedImport).toBeNull();
    expect(quarantined.sources[1]).toMatchObject({ rows: 2, lastFailureAt: null });
    expect(quarantined.quarantined).toEqual([
      {
        source: "index",
        file: bad,
        reason: expect.stringMatching(/^missing_columns:/),
        importId: expect.any(Number),
      },
    ]);

    await writeFile(
      bad,
      indexCsv([{ ...sampleIndexCells, edition: "2026-06-29", collected_on: "2026-06-27" }]),
    );
    expect(await importMarketFeed(ctx(), feed, { indexes })).toMatchObject({ ok: true });
    const fixed = await readMarketDataStatus(handle.db);
    expect(fixed.failedImport).toBeNull();
    expect(fixed.quarantined).toEqual([]);
    expect(fixed.sources[1]).toMatchObject({ rows: 3, newestDate: "2026-06-27" });
    expect(fixed.sources[1]!.lastSuccessAt!.getTime()).toBeGreaterThan(
      ok.sources[1]!.lastSuccessAt!.getTime(),
    );
  });

  it("keeps the status it has when the database does not answer", async () => {
    const restarting = withOutage(handle.db);
    const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const watch = createMarketDataWatch(restarting.db, logger);
    expect(watch.current()).toBeNull();
    const loaded = await watch.reload();
    expect(loaded?.sources).toHaveLength(2);
    restarting.down();
    expect(await watch.reload()).toBe(loaded);
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(watch.current()).toBe(loaded);
  });
});
