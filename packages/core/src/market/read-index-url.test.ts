import { createHash } from "node:crypto";
import { asc, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { type DbHandle, tables } from "@faircarat/db";
import { createTestDb, testDatabaseKinds } from "@faircarat/db/testing";
import { clearMarket } from "@faircarat/db/testing-market";
import { INDEX_DOCUMENT_PUBLICATION } from "@faircarat/market/index-feed/index-document";
import { feedCsv, sampleCells, writeFeedFolder } from "@faircarat/market/testing/feed-fixture";
import { indexCsv, sampleIndexCells } from "@faircarat/market/testing/index-fixture";
import { publisherDocument } from "@faircarat/market/testing/publisher-document";
import { silentLogger, type Logger } from "../logger";
import { loadPricingIndexCells } from "../pricing-models/load-pricing-index-cells";
import { readMarketDataStatus } from "./market-data-status";
import type { MarketImportResult } from "./market-import-summary";
import { readIndexUrl } from "./read-index-url";
import { refreshMarketFeed } from "./refresh-market-feed";
import { startLocalPublisher, type LocalPublisher } from "./testing/local-publisher";

const sources = tables.marketSources;
const checks = tables.marketSourceChecks;
const runs = tables.marketImports;
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const recordingLogger = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() }) satisfies Logger;

function summaryOf(result: MarketImportResult) {
  if (!result.ok) throw new Error(`import did not complete: ${result.reason}`);
  return result.summary;
}

/** The sample document as the publisher sends it, or with its edition moved on a month. */
function edition(month?: { name: string; day: string; collected: string }): string {
  const document = publisherDocument();
  if (month) {
    document.month = month.name;
    document.last_updated = month.day;
    document.collection_date = month.collected;
  }
  return JSON.stringify(document);
}

describe.each(testDatabaseKinds())("the publisher's document read from a URL on %s", (kind) => {
  let handle: DbHandle;
  let feed: string;
  let publisher: LocalPublisher;
  const refresh = (logger: Logger = silentLogger, indexes = [publisher.url()]) =>
    refreshMarketFeed({ db: handle.db, logger }, feed, {
      indexes,
      fetchIndexUrls: publisher.fetchOptions,
    });
  const versions = () =>
    handle.db.select().from(sources).where(eq(sources.kind, "index")).orderBy(asc(sources.id));
  const check = async () => (await handle.db.select().from(checks))[0];
  const editions = async () =>
    [...new Set((await loadPricingIndexCells(handle.db)).map((cell) => cell.edition))].sort();

  beforeAll(async () => {
    handle = await createTestDb(kind);
    feed = await writeFeedFolder({ "feed.csv": feedCsv([sampleCells]) });
  });
  afterAll(() => handle.close());
  beforeEach(async () => {
    await clearMarket(handle.db);
    publisher = await startLocalPublisher(edition());
    return () => publisher.close();
  });

  it("reads the document as a source version, then asks with its ETag and Last-Modified: a 304 changes nothing and is recorded as checked", async () => {
    const summary = summaryOf(await refresh());
    // The edition's 6 cells and 12 of its two past months (decision 055, "URL sources").
    expect(summary.index).toMatchObject({ source: publisher.url(), read: 18, imported: 18 });
    expect(await editions()).toEqual(["2026-07-27", "2026-08-26", "2026-09-24"]);
    const [version] = await versions();
    expect(version).toMatchObject({
      location: publisher.url(),
      sha256: sha256(edition()),
      bytes: Buffer.byteLength(edition()),
      status: "current",
      rows: 18,
      etag: publisher.etag(),
      lastModified: publisher.lastModified(),
    });
    expect(Buffer.from(version!.content!).toString()).toBe(edition());
    const first = await check();
    expect(first).toMatchObject({ outcome: "fetched", httpStatus: 200, error: null });
    expect(publisher.requests[0]!.headers["if-none-match"]).toBeUndefined();

    expect(await refresh()).toMatchObject({ ok: false, reason: "feed_unchanged" });
    expect(publisher.requests.at(-1)!.headers).toMatchObject({
      "if-none-match": publisher.etag(),
      "if-modified-since": publisher.lastModified(),
    });
    expect(await check()).toMatchObject({ outcome: "not_modified", httpStatus: 304 });
    expect((await check())!.checkedAt.getTime()).toBeGreaterThanOrEqual(first!.checkedAt.getTime());
    expect(await versions()).toEqual([version]);
    expect((await handle.db.select({ runs: count() }).from(runs))[0]!.runs).toBe(1);
  });

  it("makes a changed document a new source version: its edition serves at the next refresh, the old version is superseded", async () => {
    summaryOf(await refresh());
    const october = edition({
      name: "October 2026",
      day: "2026-10-26",
      collected: "October 23, 2026",
    });
    publisher.publish(october);
    // October's 6 cells, and September (no longer the edition) joins July and August as history.
    expect(summaryOf(await refresh()).index).toMatchObject({ imported: 24, rejected: 0 });
    const [old, current] = await versions();
    expect(old).toMatchObject({ status: "superseded", supersededById: current!.id });
    expect(current).toMatchObject({
      status: "current",
      sha256: sha256(october),
      etag: publisher.etag(),
    });
    expect(await editions()).toEqual(["2026-07-27", "2026-08-26", "2026-09-24", "2026-10-26"]);
  });

  it("quarantines a document refused whole and keeps the version in use; a URL that fails is reported while the market stays", async () => {
    summaryOf(await refresh());
    const served = await loadPricingIndexCells(handle.db);
    publisher.publish(JSON.stringify({ month: "October 2026" }));
    const logger = recordingLogger();
    const summary = summaryOf(await refresh(logger));
    expect(summary.quarantined).toEqual([
      { source: "index", file: publisher.url(), reason: "malformed_document:not_an_edition" },
    ]);
    expect(logger.error).toHaveBeenCalledWith(
      expect.anything(),
      expect.stringContaining("market files quarantined"),
    );
    expect((await versions()).map((version) => version.status)).toEqual(["current", "quarantined"]);
    expect(await loadPricingIndexCells(handle.db)).toEqual(served);
    expect((await readMarketDataStatus(handle.db)).quarantined).toEqual([
      expect.objectContaining({
        file: publisher.url(),
        reason: "malformed_document:not_an_edition",
      }),
    ]);
    // Asked again, the publisher answers 304 for the refused document: nothing to do.
    expect(await refresh()).toMatchObject({ ok: false, reason: "feed_unchanged" });

    publisher.fail(true);
    const failing = recordingLogger();
    expect(await refresh(failing)).toMatchObject({ ok: false, reason: "feed_unchanged" });
    expect(failing.error).toHaveBeenCalledWith(
      expect.objectContaining({ url: publisher.url() }),
      expect.stringContaining("market index URL not read"),
    );
    expect(await check()).toMatchObject({ outcome: "failed", httpStatus: 500 });
    const status = await readMarketDataStatus(handle.db);
    expect(status.unreachable).toEqual([
      expect.objectContaining({
        source: "index",
        url: publisher.url(),
        reason: "http_status: the server answered 500",
      }),
    ]);
    expect(await loadPricingIndexCells(handle.db)).toEqual(served);

    publisher.fail(false);
    await refresh();
    expect((await readMarketDataStatus(handle.db)).unreachable).toEqual([]);
  });

  it("refuses a redirect to a private address and a document over the size cap, and a fresh market serves from its files", async () => {
    const folder = await writeFeedFolder({ "2026-05.csv": indexCsv([sampleIndexCells]) });
    const logger = recordingLogger();
    const summary = summaryOf(
      await refresh(logger, [folder, publisher.url("/moved"), publisher.url("/huge")]),
    );
    expect(summary.index).toMatchObject({ imported: 1, rejected: 0 });
    expect(summary.unreachable.map((problem) => problem.file)).toEqual([
      publisher.url("/moved"),
      publisher.url("/huge"),
    ]);
    expect(await editions()).toEqual(["2026-05-21"]);
    const failures = await handle.db.select().from(checks).orderBy(asc(checks.location));
    expect(failures.map((failure) => [failure.location, failure.outcome, failure.error])).toEqual([
      [publisher.url("/huge"), "failed", expect.stringMatching(/^too_large: /)],
      [
        publisher.url("/moved"),
        "failed",
        "blocked_address: 10.0.0.1 resolves to 10.0.0.1, which is not a public address",
      ],
    ]);
    // The redirect was never followed: one request to /moved, none anywhere else.
    expect(publisher.requests.map((request) => request.path).sort()).toEqual(["/huge", "/moved"]);
    expect((await readMarketDataStatus(handle.db)).unreachable).toHaveLength(2);
    expect((await versions()).map((version) => version.location)).toEqual([
      `${folder}/2026-05.csv`,
    ]);
    // Taken out of MARKET_INDEXES, a URL is no longer reported.
    await refresh(silentLogger, [folder]);
    expect((await readMarketDataStatus(handle.db)).unreachable).toEqual([]);
  });

  it("refuses plain http unless a test asks for it, without sending a request", async () => {
    const { allowPlainHttpForTests: _, ...production } = publisher.fetchOptions;
    const read = await readIndexUrl(handle.db, publisher.url(), "2026-12-31", production);
    expect(read).toMatchObject({ use: null, failure: "bad_scheme: http: is not https" });
    expect(publisher.requests).toEqual([]);
  });

  it("counts a month of history that a transcription gives in full as that edition read again, keeping the transcription's listings", async () => {
    const july = {
      ...sampleIndexCells,
      edition: "2026-07-27",
      collected_on: "2026-07-24",
      retailer: "Example Jeweller",
      median_price_per_carat_usd: "410",
      index_price_usd: "410",
      listings: "205",
      source: `${INDEX_DOCUMENT_PUBLICATION} (July 2026 edition)`,
    };
    const folder = await writeFeedFolder({ "2026-07.csv": indexCsv([july]) });
    const summary = summaryOf(await refresh(silentLogger, [folder, publisher.url()]));
    expect(summary.index).toMatchObject({ read: 19, imported: 18, unchanged: 1, rejected: 0 });
    const cell = (await loadPricingIndexCells(handle.db)).find(
      (stored) =>
        stored.edition === "2026-07-27" &&
        stored.retailer === "Example Jeweller" &&
        stored.nominalCarat === 1,
    );
    expect(cell).toMatchObject({ listings: 205, collectedOn: "2026-07-24" });
  });
});
