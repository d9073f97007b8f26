import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type DbHandle, tables } from "@faircarat/db";
import { createTestDb, testDatabaseKinds } from "@faircarat/db/testing";
import { clearMarket } from "@faircarat/db/testing-market";
import { feedCsv, sampleCells, writeFeedFolder } from "@faircarat/market/testing/feed-fixture";
import { silentLogger } from "../logger";
import { importMarketFeed } from "./import-market-feed";
import { refreshMarketFeed } from "./refresh-market-feed";

const runs = tables.marketImports;

describe.each(testDatabaseKinds())("one market import at a time, on %s", (kind) => {
  let handle: DbHandle;
  let folder: string;
  const ctx = () => ({ db: handle.db, logger: silentLogger });

  beforeAll(async () => {
    handle = await createTestDb(kind);
    folder = await writeFeedFolder({
      "feed.csv": feedCsv(
        Array.from({ length: 30 }, (_, i) => ({ ...sampleCells, listing_id: String(i) })),
      ),
    });
  });
  afterAll(() => handle.close());
  beforeEach(async () => {
    await clearMarket(handle.db);
  });

  it("refuses to start while another process's import is running", async () => {
    await handle.db
      .insert(runs)
      .values({ source: "/elsewhere", sourceSignature: "x", status: "running" });
    expect(await importMarketFeed(ctx(), folder)).toMatchObject({
      ok: false,
      reason: "import_running",
    });
    expect(await handle.db.select().from(tables.marketListings)).toHaveLength(0);
  });

  it("lets exactly one of two concurrent imports run", async () => {
    const results = await Promise.all([
      importMarketFeed(ctx(), folder, { batchSize: 5 }),
      importMarketFeed(ctx(), folder, { batchSize: 5 }),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual([
      expect.objectContaining({ reason: "import_running" }),
    ]);
  });

  it("takes over from an import whose process stopped sending heartbeats", async () => {
    const [stale] = await handle.db
      .insert(runs)
      .values({
        source: "/elsewhere",
        sourceSignature: "x",
        status: "running",
        heartbeatAt: sql`now() - interval '10 minutes'`,
      })
      .returning();
    expect(await importMarketFeed(ctx(), folder)).toMatchObject({
      ok: true,
      summary: { imported: 30 },
    });
    const [abandoned] = await handle.db.select().from(runs).where(eq(runs.id, stale!.id));
    expect(abandoned?.status).toBe("abandoned");
  });

  it("stops between batches when aborted, keeps nothing of the run, and builds on the next import", async () => {
    const controller = new AbortController();
    const result = await importMarketFeed(ctx(), folder, {
      batchSize: 10,
      signal: controller.signal,
      onProgress: () => controller.abort(),
    });
    expect(result).toMatchObject({ ok: false, reason: "aborted" });
    expect(await handle.db.select().from(tables.marketListings)).toHaveLength(0);
    expect(await handle.db.select().from(tables.marketSources)).toHaveLength(0);
    expect(await importMarketFeed(ctx(), folder)).toMatchObject({
      ok: true,
      summary: { imported: 30 },
    });
    expect((await handle.db.select().from(runs).orderBy(runs.id)).map((run) => run.status)).toEqual(
      ["failed", "succeeded"],
    );
  });

  it("refreshes only a feed that has not been imported as it is now", async () => {
    expect(await refreshMarketFeed(ctx(), folder)).toMatchObject({
      ok: true,
      summary: { imported: 30 },
    });
    expect(await refreshMarketFeed(ctx(), folder)).toMatchObject({
      ok: false,
      reason: "feed_unchanged",
    });
    const changed = await writeFeedFolder({
      "feed.csv": feedCsv([
        { ...sampleCells, listing_id: "0", scrape_date: "2026-03-01", price_usd: "1100" },
      ]),
    });
    expect(await refreshMarketFeed(ctx(), changed)).toMatchObject({
      ok: true,
      summary: { imported: 1 },
    });
    expect(await refreshMarketFeed(ctx(), "/nonexistent/feeds")).toMatchObject({
      ok: false,
      reason: "feed_not_found",
    });
  });

  it("imports a feed put back to files imported before, when another import came after them", async () => {
    const dearer = await writeFeedFolder({
      "feed.csv": feedCsv([{ ...sampleCells, listing_id: "0", price_usd: "9999" }]),
    });
    expect(await refreshMarketFeed(ctx(), folder)).toMatchObject({ ok: true });
    expect(await refreshMarketFeed(ctx(), dearer)).toMatchObject({
      ok: true,
      summary: { imported: 1 },
    });
    expect(await refreshMarketFeed(ctx(), folder)).toMatchObject({
      ok: true,
      summary: { imported: 30 },
    });
    expect(await refreshMarketFeed(ctx(), folder)).toMatchObject({
      ok: false,
      reason: "feed_unchanged",
    });
  });
});
