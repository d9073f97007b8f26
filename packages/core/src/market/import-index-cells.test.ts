import { writeFile } from "node:fs/promises";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { type DbHandle, tables } from "@faircarat/db";
import { createTestDb, testDatabaseKinds } from "@faircarat/db/testing";
import { clearMarket } from "@faircarat/db/testing-market";
import { withOutage } from "@faircarat/db/testing-outage";
import { feedCsv, sampleCells, writeFeedFolder } from "@faircarat/market/testing/feed-fixture";
import {
  indexCsv,
  sampleIndexCells,
  unpublishedIndexCells,
} from "@faircarat/market/testing/index-fixture";
import { silentLogger, type Logger } from "../logger";
import { importMarketFeed } from "./import-market-feed";
import { MarketImportFailedError } from "./market-import-failed";
import type { MarketImportResult } from "./market-import-summary";
import { refreshMarketFeed } from "./refresh-market-feed";
import { loadPricingIndexCells } from "../pricing-models/load-pricing-index-cells";

const cells = tables.marketIndexCells;
const runs = tables.marketImports;
const june = {
  ...sampleIndexCells,
  edition: "2026-06-29",
  collected_on: "2026-06-27",
  median_price_per_carat_usd: "380",
  index_price_usd: "380",
  source: "https://index.example/lab-grown (June 2026 edition)",
};

function summaryOf(result: MarketImportResult) {
  if (!result.ok) throw new Error(`import did not complete: ${result.reason}`);
  return result.summary;
}

describe.each(testDatabaseKinds())("index editions imported with the feed on %s", (kind) => {
  let handle: DbHandle;
  let feed: string;
  const ctx = (logger: Logger = silentLogger) => ({ db: handle.db, logger });
  const stored = () =>
    handle.db.select().from(cells).orderBy(asc(cells.edition), asc(cells.retailer));
  const importWith = async (indexes: string, logger?: Logger) =>
    importMarketFeed(ctx(logger), feed, { indexes });

  beforeAll(async () => {
    handle = await createTestDb(kind);
    feed = await writeFeedFolder({ "feed.csv": feedCsv([sampleCells]) });
  });
  afterAll(() => handle.close());
  beforeEach(async () => {
    await clearMarket(handle.db);
  });

  it("stores every cell with its publication, edition and run, unpublished ones without prices, in the feed's run", async () => {
    const indexes = await writeFeedFolder({
      "2026-05.csv": indexCsv([
        sampleIndexCells,
        { ...unpublishedIndexCells, retailer: "Small Shop" },
      ]),
      "2026-06.csv": indexCsv([june]),
    });
    const summary = summaryOf(await importWith(indexes));
    expect(summary).toMatchObject({
      imported: 1,
      index: {
        source: indexes,
        found: true,
        read: 3,
        imported: 3,
        unchanged: 0,
        rejected: 0,
        rejectedRecords: [],
      },
    });
    const rows = await stored();
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({
      publication: "https://index.example/lab-grown",
      source: "https://index.example/lab-grown (May 2026 edition)",
      edition: "2026-05-21",
      collectedOn: "2026-05-18",
      retailer: "Example Jeweller",
      shape: "round",
      color: "E",
      clarity: "VS1",
      cut: "Excellent",
      certificateLab: "IGI",
      caratFrom: 0.95,
      caratTo: 1.05,
      nominalCarat: 1,
      medianPricePerCaratCents: 40000,
      indexPriceCents: 40000,
      listings: 120,
      generation: summary.importId,
    });
    expect(rows[1]).toMatchObject({
      retailer: "Small Shop",
      medianPricePerCaratCents: null,
      indexPriceCents: null,
      listings: 12,
    });
    const [run] = await handle.db.select().from(runs);
    expect(run).toMatchObject({
      status: "succeeded",
      problems: [],
      indexSummary: { read: 3, imported: 3 },
    });
  });

  it("changes nothing when the same editions are imported again", async () => {
    const indexes = await writeFeedFolder({
      "e.csv": indexCsv([
        sampleIndexCells,
        { ...sampleIndexCells, cut: "", cert_lab: "", retailer: "No Grades" },
      ]),
    });
    const first = summaryOf(await importWith(indexes));
    const before = await stored();
    const again = summaryOf(await importWith(indexes));
    expect(again).toMatchObject({ index: null, generation: first.importId });
    expect(await stored()).toEqual(before);
  });

  it("serves a corrected edition file as a new version, and keeps the cells it replaced as history", async () => {
    const indexes = await writeFeedFolder({ "e.csv": indexCsv([sampleIndexCells]) });
    const first = summaryOf(await importWith(indexes));
    await writeFile(
      path.join(indexes, "e.csv"),
      indexCsv([
        {
          ...sampleIndexCells,
          median_price_per_carat_usd: "410",
          index_price_usd: "410",
          listings: "125",
        },
      ]),
    );
    const corrected = summaryOf(await importWith(indexes));
    expect(corrected.index).toMatchObject({ imported: 1 });
    const versions = await handle.db
      .select()
      .from(tables.marketSources)
      .where(eq(tables.marketSources.kind, "index"))
      .orderBy(tables.marketSources.id);
    expect(versions).toEqual([
      expect.objectContaining({ status: "superseded", supersededById: versions[1]!.id }),
      expect.objectContaining({ status: "current", rows: 1 }),
    ]);
    const cellsNow = await stored();
    expect(cellsNow).toHaveLength(2);
    expect(cellsNow.find((cell) => cell.generation === corrected.importId)).toMatchObject({
      indexPriceCents: 41000,
      listings: 125,
      sourceId: versions[1]!.id,
    });
    expect(cellsNow.find((cell) => cell.generation === first.importId)).toMatchObject({
      indexPriceCents: 40000,
      listings: 120,
      sourceId: versions[0]!.id,
    });
    // What pricing reads is the serving build alone.
    expect(
      (await loadPricingIndexCells(handle.db)).map((cell) => cell.medianPricePerCaratCents),
    ).toEqual([41000]);
  });

  it("counts a bad row and names it by file and line in the summary, the run and the log, and imports the rest", async () => {
    const indexes = await writeFeedFolder({
      "2026-05.csv": indexCsv([
        sampleIndexCells,
        { ...sampleIndexCells, retailer: "Bad Count", listings: "many" },
        june,
      ]),
    });
    const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const summary = summaryOf(await importWith(indexes, logger));
    const bad = { file: path.join(indexes, "2026-05.csv"), line: 3, reason: "bad_listings" };
    expect(summary.index).toMatchObject({
      read: 3,
      imported: 2,
      rejected: 1,
      rejectedByReason: { bad_listings: 1 },
      rejectedRecords: [bad],
    });
    expect((await handle.db.select().from(runs))[0]?.indexSummary?.rejectedRecords).toEqual([bad]);
    expect(logger.warn).toHaveBeenCalledWith(
      expect.objectContaining({ rejected: [bad] }),
      expect.stringContaining("by file and line"),
    );
    expect(await stored()).toHaveLength(2);
  });

  it("counts a second row naming the same cell with other values as duplicate_cell (first wins), and a repeated row as seen again", async () => {
    const indexes = await writeFeedFolder({
      "e.csv": indexCsv([
        sampleIndexCells,
        sampleIndexCells,
        { ...sampleIndexCells, listings: "99" },
      ]),
    });
    const summary = summaryOf(await importWith(indexes));
    expect(summary.index).toMatchObject({
      imported: 1,
      unchanged: 1,
      rejected: 1,
      rejectedRecords: [{ file: path.join(indexes, "e.csv"), line: 4, reason: "duplicate_cell" }],
    });
    expect((await stored())[0]?.listings).toBe(120);
  });

  it("quarantines a file it cannot read as an index, naming it in the summary, the sources and the log, and serves the rest", async () => {
    const indexes = await writeFeedFolder({
      "a-semicolons.csv": indexCsv([sampleIndexCells], ";"),
      "b.csv": indexCsv([june]),
    });
    const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const summary = summaryOf(await importWith(indexes, logger));
    const problem = {
      source: "index",
      file: path.join(indexes, "a-semicolons.csv"),
      reason: expect.stringMatching(/^missing_columns:edition,/),
    };
    expect(summary).toMatchObject({
      imported: 1,
      index: { imported: 1, rejected: 1 },
      quarantined: [problem],
    });
    expect(await stored()).toHaveLength(1);
    const [run] = await handle.db.select().from(runs);
    expect(run).toMatchObject({ status: "succeeded", generation: run!.id });
    expect(logger.error).toHaveBeenCalledWith(
      expect.objectContaining({ quarantined: [problem] }),
      expect.stringContaining("a-semicolons.csv"),
    );
  });

  it("quarantines an edition file none of whose rows is a valid cell, and serves the other editions", async () => {
    const indexes = await writeFeedFolder({
      "a-junk.csv": indexCsv([{ ...sampleIndexCells, listings: "many" }]),
      "b.csv": indexCsv([june]),
    });
    const summary = summaryOf(await importWith(indexes));
    expect(summary).toMatchObject({
      index: { imported: 1, rejected: 1 },
      quarantined: [
        { source: "index", file: path.join(indexes, "a-junk.csv"), reason: "no_valid_rows" },
      ],
    });
    expect((await stored()).map((cell) => cell.edition)).toEqual(["2026-06-29"]);
  });

  it("counts a cell collected or published more than a day after the import's UTC day as date_in_future and stores none of it", async () => {
    const ahead = { ...june, edition: "2099-01-01", collected_on: "2099-01-01" };
    const published = { ...june, retailer: "Later Edition", edition: "2026-07-03" };
    const indexes = await writeFeedFolder({
      "e.csv": indexCsv([sampleIndexCells, ahead, published]),
    });
    const summary = summaryOf(
      await importMarketFeed(ctx(), feed, { indexes, now: () => new Date("2026-07-01T23:59:00Z") }),
    );
    const file = path.join(indexes, "e.csv");
    expect(summary.index).toMatchObject({
      imported: 1,
      rejected: 2,
      rejectedByReason: { date_in_future: 2 },
    });
    expect(summary.index?.rejectedRecords).toEqual([
      { file, line: 3, reason: "date_in_future" },
      { file, line: 4, reason: "date_in_future" },
    ]);
    expect((await stored()).map((cell) => cell.edition)).toEqual(["2026-05-21"]);
  });

  it("imports the publisher's JSON edition document as a source, and serves a replaced document's new edition", async () => {
    const folder = await writeFeedFolder({});
    const document = path.join(folder, "index-data.json");
    const edition = (month: string, day: string, median: number) =>
      JSON.stringify({
        month,
        last_updated: day,
        collection_date: day,
        benchmark_spec: "E VS1 Excellent IGI",
        cell_ranges: { "1ct": "0.95–1.05ct", "1.5ct": "1.45–1.55ct" },
        retailers: [
          {
            name: "Ritani",
            cells: {
              "1ct": { status: "ok", stone_count: 843, median_price_per_carat: median },
              "1.5ct": { status: "thin", stone_count: 12 },
            },
          },
        ],
      });
    await writeFile(document, edition("May 2026", "2026-05-21", 290));
    expect(summaryOf(await importWith(document)).index).toMatchObject({ imported: 2, rejected: 0 });
    expect(
      (await loadPricingIndexCells(handle.db)).map((cell) => [
        cell.edition,
        cell.medianPricePerCaratCents,
      ]),
    ).toEqual([
      ["2026-05-21", 29000],
      ["2026-05-21", null],
    ]);
    // The publisher replaces the document each month: its new edition serves, the old one is history.
    await writeFile(document, edition("June 2026", "2026-06-29", 280));
    await importWith(document);
    expect(
      (await loadPricingIndexCells(handle.db)).map((cell) => [
        cell.edition,
        cell.medianPricePerCaratCents,
      ]),
    ).toEqual([
      ["2026-06-29", 28000],
      ["2026-06-29", null],
    ]);
    expect((await stored()).map((cell) => cell.edition).sort()).toEqual([
      "2026-05-21",
      "2026-05-21",
      "2026-06-29",
      "2026-06-29",
    ]);
  });

  it("imports the feed alone when the index folder does not exist, and says so", async () => {
    const summary = summaryOf(await importWith("/nonexistent/market-index"));
    expect(summary).toMatchObject({
      imported: 1,
      index: { source: "/nonexistent/market-index", found: false, read: 0 },
    });
    expect(summaryOf(await importMarketFeed(ctx(), feed)).index).toBeNull();
  });

  it("refreshes when a new edition's file is dropped in the index folder, and not while nothing changed", async () => {
    const indexes = await writeFeedFolder({ "2026-05.csv": indexCsv([sampleIndexCells]) });
    expect(await refreshMarketFeed(ctx(), feed, { indexes })).toMatchObject({ ok: true });
    expect(await refreshMarketFeed(ctx(), feed, { indexes })).toMatchObject({
      ok: false,
      reason: "feed_unchanged",
    });
    await writeFile(path.join(indexes, "2026-06.csv"), indexCsv([june]));
    expect(await refreshMarketFeed(ctx(), feed, { indexes })).toMatchObject({
      ok: true,
      summary: { imported: 1, index: { imported: 2 } },
    });
    expect(await refreshMarketFeed(ctx(), feed, { indexes })).toMatchObject({
      ok: false,
      reason: "feed_unchanged",
    });
  });

  it("closes, before its next import, a run it could not record the end of when the database went away", async () => {
    const indexes = await writeFeedFolder({ "e.csv": indexCsv([sampleIndexCells]) });
    const restarting = withOutage(handle.db);
    const folder = await writeFeedFolder({
      "feed.csv": feedCsv(
        Array.from({ length: 30 }, (_, i) => ({ ...sampleCells, listing_id: String(i) })),
      ),
    });
    const failed = importMarketFeed({ db: restarting.db, logger: silentLogger }, folder, {
      indexes,
      batchSize: 10,
      onProgress: () => restarting.down(),
    });
    await expect(failed).rejects.toBeInstanceOf(MarketImportFailedError);
    await expect(failed).rejects.toMatchObject({
      problems: [
        {
          source: "listings",
          file: null,
          reason: expect.stringContaining("administrator command"),
        },
      ],
    });
    const [left] = await handle.db.select().from(runs);
    expect(left?.status).toBe("running");

    restarting.up();
    expect(
      await importMarketFeed({ db: restarting.db, logger: silentLogger }, folder, { indexes }),
    ).toMatchObject({ ok: true, summary: { imported: 30 } });
    // The rows the failed run wrote before the outage are gone with its build.
    expect(await handle.db.select().from(tables.marketListings)).toHaveLength(30);
    const [closed] = await handle.db.select().from(runs).where(eq(runs.id, left!.id));
    expect(closed).toMatchObject({
      status: "failed",
      error: expect.stringContaining("administrator command"),
      problems: [expect.objectContaining({ source: "listings" })],
    });
    expect(closed?.finishedAt).toBeInstanceOf(Date);
  });
});
