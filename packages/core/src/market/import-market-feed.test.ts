import { rmSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { marketListingSchema } from "@faircarat/contracts";
import { type DbHandle, tables } from "@faircarat/db";
import { createTestDb, testDatabaseKinds } from "@faircarat/db/testing";
import { clearMarket } from "@faircarat/db/testing-market";
import { feedCsv, sampleCells, writeFeedFolder } from "@faircarat/market/testing/feed-fixture";
import { silentLogger } from "../logger";
import { importMarketFeed } from "./import-market-feed";
import { loadMarketListings } from "../pricing-models/load-market-listings";
import type { MarketImportResult } from "./market-import-summary";

const certified = { ...sampleCells, cert_lab: "IGI", cert_number: "LG600000001" };

function summaryOf(result: MarketImportResult) {
  if (!result.ok) throw new Error(`import did not run: ${result.reason}`);
  return result.summary;
}

describe.each(testDatabaseKinds())("importMarketFeed on %s", (kind) => {
  let handle: DbHandle;
  const importFeed = async (rows: (typeof sampleCells)[]) => importFiles({ "feed.csv": rows });
  /** A folder of feed files, imported as the market's sources. */
  const importFiles = async (files: Record<string, (typeof sampleCells)[]>) =>
    summaryOf(
      await importMarketFeed(
        { db: handle.db, logger: silentLogger },
        await writeFeedFolder(
          Object.fromEntries(Object.entries(files).map(([name, rows]) => [name, feedCsv(rows)])),
        ),
      ),
    );
  const importFolder = async (folder: string) =>
    summaryOf(await importMarketFeed({ db: handle.db, logger: silentLogger }, folder));
  const sources = () =>
    handle.db.select().from(tables.marketSources).orderBy(tables.marketSources.id);
  const stones = () =>
    handle.db.select().from(tables.marketListings).orderBy(tables.marketListings.id);
  const history = () =>
    handle.db
      .select()
      .from(tables.marketPriceHistory)
      .orderBy(tables.marketPriceHistory.observedOn);

  beforeAll(async () => {
    handle = await createTestDb(kind);
  });
  afterAll(() => handle.close());
  beforeEach(async () => {
    await clearMarket(handle.db);
  });

  it("imports new stones with their first price as history and records the run", async () => {
    const summary = await importFeed([
      sampleCells,
      { ...sampleCells, listing_id: "2", price_usd: "999" },
    ]);
    expect(summary).toMatchObject({
      read: 2,
      imported: 2,
      updated: 0,
      unchanged: 0,
      rejected: 0,
      rejectedByReason: {},
    });
    expect(await stones()).toHaveLength(2);
    expect((await history()).map((row) => row.priceCents).sort((a, b) => a - b)).toEqual([
      99900, 123450,
    ]);
    const [run] = await handle.db.select().from(tables.marketImports);
    expect(run).toMatchObject({
      id: summary.importId,
      status: "succeeded",
      read: 2,
      imported: 2,
      rejected: 0,
    });
    expect(run?.finishedAt).toBeInstanceOf(Date);
  });

  it("changes nothing when the same feed is imported again", async () => {
    const folder = await writeFeedFolder({
      "feed.csv": feedCsv([
        sampleCells,
        { ...sampleCells, listing_id: "2" },
        { ...sampleCells, listing_id: "", url: "https://x.example/d/1" },
      ]),
    });
    await importMarketFeed({ db: handle.db, logger: silentLogger }, folder);
    const before = { stones: await stones(), history: await history() };
    const again = await importFolder(folder);
    expect(again).toMatchObject({ read: 0, imported: 0, generation: again.importId - 1 });
    expect({ stones: await stones(), history: await history() }).toEqual(before);
    // The same content under a new modification time is the same version: nothing is rebuilt.
    await writeFile(path.join(folder, "feed.csv"), await readFile(path.join(folder, "feed.csv")));
    expect(await importFolder(folder)).toMatchObject({ read: 0, generation: again.generation });
  });

  it("keeps a price change between two files of the sources as history and updates the current price", async () => {
    const later = await importFiles({
      "2026-02.csv": [sampleCells],
      "2026-03.csv": [{ ...sampleCells, scrape_date: "2026-03-24", price_usd: "1100" }],
    });
    expect(later).toMatchObject({ imported: 1, updated: 1, unchanged: 0 });
    const [stone] = await stones();
    expect(stone).toMatchObject({
      priceCents: 110000,
      firstSeenOn: "2026-02-24",
      lastSeenOn: "2026-03-24",
    });
    expect(
      (await history()).map(({ observedOn, priceCents }) => ({ observedOn, priceCents })),
    ).toEqual([
      { observedOn: "2026-02-24", priceCents: 123450 },
      { observedOn: "2026-03-24", priceCents: 110000 },
    ]);
  });

  it("updates changed grades without a history row when the price stayed", async () => {
    expect(
      await importFiles({
        "2026-02.csv": [sampleCells],
        "2026-03.csv": [{ ...sampleCells, scrape_date: "2026-03-24", polish: "VG" }],
      }),
    ).toMatchObject({ updated: 1 });
    expect((await stones())[0]).toMatchObject({ polish: "Very Good", lastSeenOn: "2026-03-24" });
    expect(await history()).toHaveLength(1);
  });

  it("moves the last-seen day of a stone seen again at the same price without a history row", async () => {
    expect(
      await importFiles({
        "2026-02.csv": [sampleCells],
        "2026-03.csv": [{ ...sampleCells, scrape_date: "2026-03-24" }],
      }),
    ).toMatchObject({ updated: 0, unchanged: 1 });
    expect((await stones())[0]?.lastSeenOn).toBe("2026-03-24");
    expect(await history()).toHaveLength(1);
  });

  it("never rolls a price back from an older file read after a newer one", async () => {
    expect(
      await importFiles({
        "a.csv": [{ ...sampleCells, scrape_date: "2026-03-24", price_usd: "1100" }],
        "b.csv": [sampleCells],
      }),
    ).toMatchObject({ updated: 0, unchanged: 1 });
    expect((await stones())[0]?.priceCents).toBe(110000);
  });

  it("is exactly its sources: a removed file's stones and prices leave the market, and its version is retracted", async () => {
    const folder = await writeFeedFolder({
      "2026-02.csv": feedCsv([sampleCells, { ...sampleCells, listing_id: "feb-only" }]),
      "2026-03.csv": feedCsv([{ ...sampleCells, scrape_date: "2026-03-24", price_usd: "1100" }]),
    });
    await importFolder(folder);
    expect(await stones()).toHaveLength(2);
    rmSync(path.join(folder, "2026-03.csv"));
    const after = await importFolder(folder);
    expect(after.generation).toBe(after.importId);
    expect((await stones()).map((stone) => [stone.listingId, stone.priceCents])).toEqual([
      ["28956746", 123450],
      ["feb-only", 123450],
    ]);
    expect((await history()).map((row) => row.priceCents)).toEqual([123450, 123450]);
    expect(
      (await sources()).map(({ location, status, retiredImportId }) => ({
        file: path.basename(location),
        status,
        retiredImportId,
      })),
    ).toEqual([
      { file: "2026-02.csv", status: "current", retiredImportId: null },
      { file: "2026-03.csv", status: "retracted", retiredImportId: after.importId },
    ]);
  });

  it("replaces a changed file: its new version supersedes the old, and what only the old held is gone", async () => {
    const folder = await writeFeedFolder({
      "feed.csv": feedCsv([sampleCells, { ...sampleCells, listing_id: "sold" }]),
    });
    await importFolder(folder);
    await writeFile(
      path.join(folder, "feed.csv"),
      feedCsv([{ ...sampleCells, scrape_date: "2026-03-24", price_usd: "1100" }]),
    );
    await importFolder(folder);
    expect((await stones()).map((stone) => [stone.listingId, stone.priceCents])).toEqual([
      ["28956746", 110000],
    ]);
    const [old, replacement] = await sources();
    expect(old).toMatchObject({ status: "superseded", supersededById: replacement!.id, rows: 2 });
    expect(replacement).toMatchObject({ status: "current", rows: 1 });
    // Every stored row names the version it came from.
    expect((await stones()).map((stone) => stone.sourceId)).toEqual([replacement!.id]);
    expect((await history()).map((row) => row.sourceId)).toEqual([replacement!.id]);
  });

  it("recognises the same certificate number from another row as the same stone", async () => {
    const elsewhere = {
      ...certified,
      retailer: "Another Retailer",
      listing_id: "A-77",
      cert_number: "lg 600000001",
      scrape_date: "2026-03-01",
      price_usd: "1500",
    };
    expect(
      await importFiles({ "2026-02.csv": [certified], "2026-03.csv": [elsewhere] }),
    ).toMatchObject({ imported: 1, updated: 1 });
    expect(await stones()).toHaveLength(1);
    expect((await stones())[0]).toMatchObject({ retailer: "James Allen", priceCents: 150000 });
  });

  it("counts a second row naming the same stone in one import as duplicate_in_feed, first row wins", async () => {
    const summary = await importFeed([
      certified,
      { ...certified, listing_id: "other", price_usd: "999" },
      { ...sampleCells, listing_id: "28956746", cert_number: "" },
    ]);
    expect(summary).toMatchObject({
      imported: 1,
      rejected: 2,
      rejectedByReason: { duplicate_in_feed: 2 },
    });
    expect((await stones())[0]?.priceCents).toBe(123450);
  });

  it("applies a newer month's file beside the last one as later observations of the stones both name, in one import", async () => {
    const april = [sampleCells, { ...sampleCells, listing_id: "gone-by-may", price_usd: "900" }];
    const may = [
      { ...sampleCells, scrape_date: "2026-03-24", price_usd: "1100" },
      { ...sampleCells, listing_id: "new-in-may", scrape_date: "2026-03-24", price_usd: "700" },
    ];
    const folder = await writeFeedFolder({
      "2026-02.csv": feedCsv(april),
      "2026-03.csv": feedCsv(may),
    });
    const summary = summaryOf(
      await importMarketFeed({ db: handle.db, logger: silentLogger }, folder, { batchSize: 10 }),
    );
    expect(summary).toMatchObject({ read: 4, imported: 3, updated: 1, rejected: 0 });
    expect(
      (await stones()).map(({ listingId, priceCents, lastSeenOn }) => ({
        listingId,
        priceCents,
        lastSeenOn,
      })),
    ).toEqual([
      { listingId: "28956746", priceCents: 110000, lastSeenOn: "2026-03-24" },
      { listingId: "gone-by-may", priceCents: 90000, lastSeenOn: "2026-02-24" },
      { listingId: "new-in-may", priceCents: 70000, lastSeenOn: "2026-03-24" },
    ]);
    expect(
      (await history())
        .filter((row) => row.priceCents !== 90000 && row.priceCents !== 70000)
        .map((row) => [row.observedOn, row.priceCents]),
    ).toEqual([
      ["2026-02-24", 123450],
      ["2026-03-24", 110000],
    ]);
    // Again: nothing changes. A newer month's file named first changes nothing either.
    expect(await importFolder(folder)).toMatchObject({ read: 0, generation: summary.importId });
    const reversed = await writeFeedFolder({ "a.csv": feedCsv(may), "b.csv": feedCsv(april) });
    expect(
      summaryOf(await importMarketFeed({ db: handle.db, logger: silentLogger }, reversed)),
    ).toMatchObject({ imported: 3, updated: 0, unchanged: 1, rejected: 0 });
    expect((await stones())[0]?.priceCents).toBe(110000);
  });

  it("counts a row repeated word for word as the same stone seen again, not a rejection", async () => {
    const repeated = { ...sampleCells, listing_id: "", url: "https://x.example/d/223404" };
    const summary = await importFeed([repeated, repeated, { ...sampleCells, listing_id: "2" }]);
    expect(summary).toMatchObject({
      read: 3,
      imported: 2,
      unchanged: 1,
      rejected: 0,
      rejectedByReason: {},
    });
    expect(await stones()).toHaveLength(2);
  });

  it("stores the proportion, growth and treatment columns and loads them back for pricing", async () => {
    const proportions = {
      ...sampleCells,
      length_mm: "6.43",
      width_mm: "6.48",
      depth_mm: "4.01",
      growth_method: "CVD",
      treatment: "may be treated",
      crown_angle: "35.5",
      pavilion_angle: "41.1",
      crown_height_pct: "15.5",
      pavilion_depth_pct: "43.5",
      girdle_pct: "3.5",
      culet: "Pointed",
    };
    const summary = await importFeed([
      proportions,
      { ...sampleCells, listing_id: "older-feed" },
      { ...sampleCells, listing_id: "odd", crown_angle: "steep", depth_pct: "620" },
    ]);
    expect(summary).toMatchObject({ imported: 3, rejected: 0 });
    const listings = await loadMarketListings(handle.db);
    for (const listing of listings) expect(marketListingSchema.parse(listing)).toEqual(listing);
    expect(listings).toEqual([
      expect.objectContaining({
        listingId: "28956746",
        lengthMm: 6.43,
        widthMm: 6.48,
        depthMm: 4.01,
        growthMethod: "CVD",
        treatment: "may be treated",
        crownAngle: 35.5,
        pavilionAngle: 41.1,
        crownHeightPct: 15.5,
        pavilionDepthPct: 43.5,
        girdlePct: 3.5,
        culet: "Pointed",
      }),
      expect.objectContaining({
        listingId: "older-feed",
        growthMethod: null,
        treatment: null,
        lengthMm: null,
        crownAngle: null,
        culet: null,
      }),
      expect.objectContaining({ listingId: "odd", crownAngle: null, depthPct: null }),
    ]);
  });

  it("adds proportions to a known stone when a later feed carries them", async () => {
    const later = await importFiles({
      "2026-02.csv": [sampleCells],
      "2026-03.csv": [
        { ...sampleCells, scrape_date: "2026-03-24", growth_method: "HPHT", crown_angle: "34.5" },
      ],
    });
    expect(later).toMatchObject({ imported: 1, updated: 1 });
    expect((await stones())[0]).toMatchObject({
      growthMethod: "HPHT",
      crownAngle: 34.5,
      lastSeenOn: "2026-03-24",
    });
    expect(await history()).toHaveLength(1);
  });

  it("counts rejected rows by reason and records them with the run", async () => {
    const summary = await importFeed([
      sampleCells,
      { ...sampleCells, listing_id: "2", color: "Q" },
      { ...sampleCells, listing_id: "3", price_usd: "" },
      { ...sampleCells, listing_id: "4", price_usd: "" },
    ]);
    expect(summary).toMatchObject({
      read: 4,
      imported: 1,
      rejected: 3,
      rejectedByReason: { "unknown_color:Q": 1, missing_price: 2 },
    });
    const [run] = await handle.db.select().from(tables.marketImports);
    expect(run).toMatchObject({
      rejected: 3,
      rejectedByReason: { "unknown_color:Q": 1, missing_price: 2 },
    });
  });

  it("keeps identical rows without any identity as separate stones, and re-imports them idempotently", async () => {
    const anonymous = {
      ...sampleCells,
      listing_id: "",
      retailer: "MiaDonna",
      scrape_date: "2021-02 (commit 2021-02-12)",
    };
    const folder = await writeFeedFolder({
      "old.csv": feedCsv([anonymous, anonymous, { ...anonymous, price_usd: "2000" }]),
    });
    expect(
      summaryOf(await importMarketFeed({ db: handle.db, logger: silentLogger }, folder)),
    ).toMatchObject({ imported: 3 });
    expect(await importFolder(folder)).toMatchObject({ read: 0, imported: 0 });
    expect(await stones()).toHaveLength(3);
    expect((await stones()).every((stone) => stone.fingerprint !== null)).toBe(true);
  });

  it("leaves the planner knowing the build's size, so the fit reads it by id, not by a scan per batch", async () => {
    const rows = Array.from({ length: 300 }, (_, i) => ({ ...sampleCells, listing_id: `s${i}` }));
    const { generation } = await importFeed(rows);
    const result = await handle.db.execute(
      sql`explain (format json) select id from market_listings where generation = ${generation}`,
    );
    const [explained] = (result as { rows: { "QUERY PLAN": unknown }[] }).rows;
    const plan = explained!["QUERY PLAN"];
    const [{ Plan }] = (typeof plan === "string" ? JSON.parse(plan) : plan) as [
      { Plan: { "Plan Rows": number } },
    ];
    // Unanalysed, a build of 300 stones was estimated at one or two rows.
    expect(Plan["Plan Rows"]).toBeGreaterThan(200);
  });

  it("reports progress up to the whole feed", async () => {
    const rows = Array.from({ length: 25 }, (_, i) => ({ ...sampleCells, listing_id: String(i) }));
    const progress: { read: number; bytesRead: number; totalBytes: number }[] = [];
    const folder = await writeFeedFolder({ "feed.csv": feedCsv(rows) });
    await importMarketFeed({ db: handle.db, logger: silentLogger }, folder, {
      batchSize: 10,
      onProgress: (p) => progress.push(p),
    });
    expect(progress.map((p) => p.read)).toEqual([10, 20, 25]);
    expect(progress.at(-1)?.bytesRead).toBe(progress.at(-1)?.totalBytes);
  });

  it("quarantines a file that cannot be read through (removed mid-import), with none of its rows, and serves the rest", async () => {
    const folder = await writeFeedFolder({
      "a.csv": feedCsv([sampleCells, { ...sampleCells, listing_id: "a2" }]),
      "b.csv": feedCsv([{ ...sampleCells, listing_id: "b" }]),
    });
    const gone = path.join(folder, "b.csv");
    const result = await importMarketFeed({ db: handle.db, logger: silentLogger }, folder, {
      batchSize: 1,
      onProgress: () => rmSync(gone, { force: true }),
    });
    expect(summaryOf(result)).toMatchObject({
      imported: 2,
      quarantined: [{ source: "listings", file: gone, reason: "malformed_csv" }],
    });
    expect((await stones()).map((stone) => stone.listingId)).toEqual(["28956746", "a2"]);
    expect((await handle.db.select().from(tables.marketImports))[0]).toMatchObject({
      status: "succeeded",
    });
  });

  it("quarantines a feed file without the feed's columns (;-delimited) whole, names it, and serves the other files", async () => {
    const folder = await writeFeedFolder({
      "a.csv": feedCsv([sampleCells]),
      "b-semicolons.csv": feedCsv([{ ...sampleCells, listing_id: "b" }]).replace(/,/g, ";"),
    });
    const result = await importMarketFeed({ db: handle.db, logger: silentLogger }, folder);
    const problem = {
      source: "listings",
      file: path.join(folder, "b-semicolons.csv"),
      reason: expect.stringMatching(/^missing_columns:retailer,scrape_date,/),
    };
    expect(summaryOf(result)).toMatchObject({
      imported: 1,
      rejected: 1,
      quarantined: [problem],
    });
    expect(await sources()).toEqual([
      expect.objectContaining({ status: "current", rows: 1 }),
      expect.objectContaining({ status: "quarantined", rows: 0, reason: problem.reason }),
    ]);
  });

  it("quarantines a file of junk that yields no valid row, or a header alone, and a fresh market serves the good file", async () => {
    const junk = Array.from({ length: 3 }, (_, i) => ({
      ...sampleCells,
      listing_id: `junk-${i}`,
      price_usd: "90000000000000",
    }));
    const future = [{ ...sampleCells, listing_id: "typo", scrape_date: "2099-01-01" }];
    const folder = await writeFeedFolder({
      "a.csv": feedCsv([sampleCells]),
      "b-junk.csv": feedCsv(junk),
      "c-header.csv": feedCsv([]),
      "d-2099.csv": feedCsv(future),
    });
    const summary = await importFolder(folder);
    expect(summary).toMatchObject({
      imported: 1,
      rejectedByReason: { bad_price: 3, date_in_future: 1 },
      quarantined: ["b-junk.csv", "c-header.csv", "d-2099.csv"].map((name) => ({
        source: "listings",
        file: path.join(folder, name),
        reason: "no_valid_rows",
      })),
    });
    expect(summary.generation).toBe(summary.importId);
    expect(await loadMarketListings(handle.db)).toHaveLength(1);
    // The same refused files again: nothing to rebuild, still quarantined.
    expect(await importFolder(folder)).toMatchObject({ read: 0, generation: summary.importId });
    expect((await sources()).filter((source) => source.status === "quarantined")).toHaveLength(3);
    // Removed, they are no longer named; the market stays the good file's.
    for (const name of ["b-junk.csv", "c-header.csv", "d-2099.csv"])
      rmSync(path.join(folder, name));
    await importFolder(folder);
    expect((await sources()).filter((source) => source.status === "quarantined")).toEqual([]);
    expect(await loadMarketListings(handle.db)).toHaveLength(1);
  });

  it("drops what a file refused whole had already given, and builds again without it", async () => {
    const folder = await writeFeedFolder({
      "a.csv": feedCsv([sampleCells]),
      // A quoted field of short lines past the record cap: the parser cannot read on after it.
      "b.csv": `${feedCsv([{ ...sampleCells, listing_id: "b1" }])}"${"x\n".repeat(40_000)}`,
    });
    const summary = await importFolder(folder);
    expect(summary.quarantined).toEqual([
      { source: "listings", file: path.join(folder, "b.csv"), reason: "malformed_csv" },
    ]);
    expect((await stones()).map((stone) => stone.listingId)).toEqual(["28956746"]);
  });

  it("counts a row observed more than a day after the import's UTC day as date_in_future and stores nothing of it", async () => {
    const rows = [
      sampleCells,
      { ...sampleCells, listing_id: "today", scrape_date: "2026-03-01" },
      // A scraper east of UTC dates its rows a day ahead: kept.
      { ...sampleCells, listing_id: "tomorrow", scrape_date: "2026-03-02" },
      { ...sampleCells, listing_id: "in two days", scrape_date: "2026-03-03" },
    ];
    const typo = { ...sampleCells, scrape_date: "2099-01-01", price_usd: "1000" };
    const folder = await writeFeedFolder({ "feed.csv": feedCsv([...rows, typo]) });
    const result = await importMarketFeed({ db: handle.db, logger: silentLogger }, folder, {
      now: () => new Date("2026-03-01T23:59:00Z"),
    });
    expect(summaryOf(result)).toMatchObject({
      read: 5,
      imported: 3,
      rejected: 2,
      rejectedByReason: { date_in_future: 2 },
    });
    expect(
      (await stones()).map((stone) => [stone.listingId, stone.lastSeenOn, stone.priceCents]),
    ).toEqual([
      ["28956746", "2026-02-24", 123450],
      ["today", "2026-03-01", 123450],
      ["tomorrow", "2026-03-02", 123450],
    ]);
  });

  it("returns feed_not_found for a missing path", async () => {
    const result = await importMarketFeed(
      { db: handle.db, logger: silentLogger },
      "/nonexistent/feeds",
    );
    expect(result).toEqual({ ok: false, reason: "feed_not_found", source: "/nonexistent/feeds" });
  });

  it("loads current listings for the pricing engine, optionally by origin", async () => {
    await importFiles({
      "2026-02.csv": [sampleCells, { ...sampleCells, listing_id: "n1", origin: "natural" }],
      "2026-03.csv": [{ ...sampleCells, scrape_date: "2026-03-24", price_usd: "1100" }],
    });
    const all = await loadMarketListings(handle.db);
    expect(all).toHaveLength(2);
    for (const listing of all) expect(marketListingSchema.parse(listing)).toEqual(listing);
    const lab = await loadMarketListings(handle.db, { origin: "lab" });
    expect(lab).toEqual([
      expect.objectContaining({
        listingId: "28956746",
        observedOn: "2026-03-24",
        priceCents: 110000,
        polish: "Excellent",
      }),
    ]);
  });

  it("imports a file as well as a folder", async () => {
    const folder = await writeFeedFolder({ "a.csv": feedCsv([sampleCells]) });
    await writeFile(path.join(folder, "b.csv"), feedCsv([{ ...sampleCells, listing_id: "b" }]));
    expect(
      summaryOf(
        await importMarketFeed({ db: handle.db, logger: silentLogger }, path.join(folder, "a.csv")),
      ),
    ).toMatchObject({ imported: 1 });
    expect(await importFolder(folder)).toMatchObject({ imported: 2 });
  });
});
