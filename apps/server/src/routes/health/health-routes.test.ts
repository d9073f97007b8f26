import { writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importMarketFeed, silentLogger, type MarketPricing } from "@faircarat/core";
import { feedCsv, sampleCells, writeFeedFolder } from "@faircarat/market/testing/feed-fixture";
import { indexCsv, sampleIndexCells } from "@faircarat/market/testing/index-fixture";
import { STORED_MODEL_FORMAT } from "@faircarat/core/pricing-models/stored-model-format";
import { tables } from "@faircarat/db";
import { bodyOf, createTestApp, type TestApp } from "../../testing/test-app";

const noModel: MarketPricing = { current: () => null, reload: async () => null };

describe("liveness and readiness", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite");
  });
  afterAll(() => t.close());

  it("is live and ready with a database and a pricing model; the app's health route still answers", async () => {
    const live = await t.request("/api/health/live");
    expect(live.status).toBe(200);
    expect(await bodyOf(live)).toEqual({ status: "ok" });
    const ready = await t.request("/api/health/ready");
    expect(ready.status).toBe(200);
    expect(ready.headers.get("cache-control")).toBe("no-store");
    expect(await bodyOf(ready)).toEqual({
      status: "ready",
      checks: { database: "ok", pricingModel: "ok", marketData: "ok" },
    });
    expect(await bodyOf(await t.request("/api/health"))).toMatchObject({
      status: "ok",
      market: { ready: true },
    });
  });
});

describe("readiness without a model or a database", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite", { pricing: noModel });
  });

  it("is not ready (503) without a pricing model, nor once the database is gone, but stays live", async () => {
    const before = await t.request("/api/health/ready");
    expect(before.status).toBe(503);
    expect(await bodyOf(before)).toEqual({
      status: "unavailable",
      checks: { database: "ok", pricingModel: "missing", marketData: "ok" },
    });

    await t.close();
    const after = await t.request("/api/health/ready");
    expect(after.status).toBe(503);
    expect((await bodyOf(after)).checks).toEqual({
      database: "failed",
      pricingModel: "missing",
      marketData: "ok",
    });
    expect((await t.request("/api/health/live")).status).toBe(200);
  });
});

describe("readiness when a market file was quarantined, or the newest import failed", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite");
  });
  afterAll(() => t.close());

  it("stays ready on the market built without the file and names it and why, until the file is mended", async () => {
    const feed = await writeFeedFolder({ "feed.csv": feedCsv([sampleCells]) });
    const indexes = await writeFeedFolder({
      "2026-05.csv": indexCsv([sampleIndexCells]),
      "2026-06.csv": indexCsv([sampleIndexCells], ";"),
    });
    expect(
      await importMarketFeed({ db: t.db, logger: silentLogger }, feed, { indexes }),
    ).toMatchObject({ ok: true });
    await t.marketData.reload();

    const ready = await t.request("/api/health/ready");
    expect(ready.status).toBe(200);
    expect(await bodyOf(ready)).toEqual({
      status: "ready",
      checks: { database: "ok", pricingModel: "ok", marketData: "files_quarantined" },
      quarantinedFiles: [
        {
          source: "index",
          file: "2026-06.csv",
          reason: expect.stringMatching(/^missing_columns:edition,collected_on,/),
        },
      ],
    });

    await writeFile(
      path.join(indexes, "2026-06.csv"),
      indexCsv([{ ...sampleIndexCells, edition: "2026-06-29", collected_on: "2026-06-27" }]),
    );
    expect(
      await importMarketFeed({ db: t.db, logger: silentLogger }, feed, { indexes }),
    ).toMatchObject({ ok: true });
    await t.marketData.reload();
    expect(await bodyOf(await t.request("/api/health/ready"))).toEqual({
      status: "ready",
      checks: { database: "ok", pricingModel: "ok", marketData: "ok" },
    });
  });

  it("stays ready and names a source URL that does not answer by its address without the query, until it answers", async () => {
    const url = "https://publisher.example/data/index-data.json?key=not-for-readiness";
    const failingSince = new Date("2026-12-01T08:00:00Z");
    await t.db.insert(tables.marketSourceChecks).values({
      location: url,
      kind: "index",
      checkedAt: new Date(),
      outcome: "failed",
      httpStatus: 503,
      error: "http_status: the server answered 503",
      failingSince,
    });
    await t.marketData.reload();
    const ready = await t.request("/api/health/ready");
    expect(ready.status).toBe(200);
    expect(await bodyOf(ready)).toEqual({
      status: "ready",
      checks: { database: "ok", pricingModel: "ok", marketData: "sources_unreachable" },
      unreachableSources: [
        {
          source: "index",
          url: "https://publisher.example/data/index-data.json",
          reason: "http_status: the server answered 503",
          failingSince: failingSince.toISOString(),
          lastAnsweredAt: null,
        },
      ],
    });
    await t.db.delete(tables.marketSourceChecks);
    await t.marketData.reload();
    expect((await bodyOf(await t.request("/api/health/ready"))).checks.marketData).toBe("ok");
  });

  it("names what stopped the newest import (the database went away) while the market in use stays", async () => {
    const problem = { source: "listings" as const, file: null, reason: "Connection terminated" };
    const [run] = await t.db
      .insert(tables.marketImports)
      .values({
        source: "/feeds",
        sourceSignature: "x",
        status: "failed",
        error: "listings: Connection terminated",
        problems: [problem],
        finishedAt: new Date(),
      })
      .returning();
    await t.marketData.reload();
    expect(await bodyOf(await t.request("/api/health/ready"))).toEqual({
      status: "ready",
      checks: { database: "ok", pricingModel: "ok", marketData: "import_failed" },
      marketData: {
        importId: run!.id,
        failedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        problems: [problem],
      },
    });
  });
});

describe("readiness when the newest fitted model was held back", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite");
  });
  afterAll(() => t.close());

  it("stays ready on the model in use and names the held-back model and why, for the operator to check and release", async () => {
    const feed = await writeFeedFolder({ "feed.csv": feedCsv([sampleCells]) });
    const imported = await importMarketFeed({ db: t.db, logger: silentLogger }, feed);
    if (!imported.ok) throw new Error(imported.reason);
    const reason = "typical probe value moved 62% (bound 50%) since the last released model (#1)";
    const [held] = await t.db
      .insert(tables.pricingModels)
      .values({
        importId: imported.summary.importId,
        format: STORED_MODEL_FORMAT,
        model: {},
        indexListings: Buffer.alloc(0),
        listingsRead: 1,
        fitMs: 1,
        fittedBy: "test",
        heldBack: reason,
      })
      .returning();
    await t.marketData.reload();
    const ready = await t.request("/api/health/ready");
    expect(ready.status).toBe(200);
    expect(await bodyOf(ready)).toEqual({
      status: "ready",
      checks: { database: "ok", pricingModel: "ok", marketData: "model_held_back" },
      heldBackModel: {
        serving: "the last released model; this newer one awaits release",
        modelId: held!.id,
        importId: imported.summary.importId,
        fittedAt: held!.createdAt.toISOString(),
        reason,
        release: `npm run pricing:release -- ${held!.id}`,
      },
    });
  });
});
