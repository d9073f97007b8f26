import { writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tables } from "@faircarat/db";
import { importMarketFeed, silentLogger } from "@faircarat/core";
import { feedCsv, sampleCells, writeFeedFolder } from "@faircarat/market/testing/feed-fixture";
import {
  indexCsv,
  sampleIndexCells,
  unpublishedIndexCells,
} from "@faircarat/market/testing/index-fixture";
import { parseEnv } from "../../env";
import { createTestApp, errorOf, type TestApp } from "../../testing/test-app";

const oneCarat = { carat: 1.2, cut: "excellent", color: "g", clarity: "vs1", listedPrice: 4200 };

describe("Prometheus metrics", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite");
  });
  afterAll(() => t.close());

  it("counts request durations by route pattern, analyses created, the model's age and process metrics", async () => {
    const { cookie } = await t.signedInUser();
    const { url } = (await (
      await t.request("/api/billing/create-checkout", { method: "POST", cookie })
    ).json()) as { url: string };
    await t.request(`${new URL(url).pathname}/pay`, {
      method: "POST",
      cookie,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "",
    });
    expect((await t.postJson("/api/analyses", oneCarat, { cookie })).status).toBe(201);
    expect((await t.postJson("/api/analyses", oneCarat, { cookie })).status).toBe(201);

    const response = await t.request("/metrics");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(
      /^faircarat_http_request_duration_seconds_count\{method="POST",route="\/api\/analyses",status="201"\} 2$/m,
    );
    expect(text).toMatch(
      /^faircarat_http_request_duration_seconds_bucket\{le="\+Inf",method="POST",route="\/api\/auth\/sign-in",status="200"\} 1$/m,
    );
    expect(text).toMatch(/^faircarat_analyses_created_total 2$/m);
    expect(text).toMatch(/^faircarat_market_imports_total 0$/m);
    expect(text).toMatch(/^faircarat_pricing_model_loaded 1$/m);
    const age = Number(/^faircarat_pricing_model_age_seconds (\S+)$/m.exec(text)?.[1]);
    expect(age).toBeGreaterThanOrEqual(0);
    expect(age).toBeLessThan(600);
    expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
  });
});

describe("market source metrics", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite");
  });
  afterAll(() => t.close());

  const gauge = (text: string, name: string, source: string) =>
    Number(new RegExp(`^${name}\\{source="${source}"\\} (\\S+)$`, "m").exec(text)?.[1]);
  const scrape = async () => {
    await t.marketData.reload();
    return (await t.request("/metrics")).text();
  };

  it("give each source's rows, newest day, last success and last failure, and the files quarantined", async () => {
    const empty = await scrape();
    for (const source of ["listings", "index"]) {
      expect(gauge(empty, "faircarat_market_source_rows", source)).toBe(0);
      expect(gauge(empty, "faircarat_market_source_last_success_timestamp_seconds", source)).toBe(
        0,
      );
    }
    expect(empty).toContain("# TYPE faircarat_market_source_newest_date_seconds gauge");

    const feed = await writeFeedFolder({
      "feed.csv": feedCsv([
        sampleCells,
        { ...sampleCells, listing_id: "2", scrape_date: "2026-04-23" },
      ]),
    });
    const indexes = await writeFeedFolder({
      "2026-05.csv": indexCsv([
        sampleIndexCells,
        { ...unpublishedIndexCells, retailer: "Small Shop" },
      ]),
    });
    const before = Date.now() / 1000 - 5;
    await importMarketFeed({ db: t.db, logger: silentLogger }, feed, { indexes });
    const imported = await scrape();
    expect(gauge(imported, "faircarat_market_source_rows", "listings")).toBe(2);
    expect(gauge(imported, "faircarat_market_source_rows", "index")).toBe(2);
    expect(gauge(imported, "faircarat_market_source_newest_date_seconds", "listings")).toBe(
      Date.parse("2026-04-23T00:00:00Z") / 1000,
    );
    expect(gauge(imported, "faircarat_market_source_newest_date_seconds", "index")).toBe(
      Date.parse("2026-05-18T00:00:00Z") / 1000,
    );
    for (const source of ["listings", "index"]) {
      expect(
        gauge(imported, "faircarat_market_source_last_success_timestamp_seconds", source),
      ).toBeGreaterThan(before);
      expect(
        gauge(imported, "faircarat_market_source_last_failure_timestamp_seconds", source),
      ).toBe(0);
    }

    await writeFile(
      path.join(indexes, "2026-06.csv"),
      "edition;retailer\n2026-06-29;Example Jeweller\n",
    );
    await importMarketFeed({ db: t.db, logger: silentLogger }, feed, { indexes });
    const quarantined = await scrape();
    expect(gauge(quarantined, "faircarat_market_quarantined_files", "index")).toBe(1);
    expect(gauge(quarantined, "faircarat_market_quarantined_files", "listings")).toBe(0);
    expect(gauge(quarantined, "faircarat_market_source_rows", "index")).toBe(2);
    expect(gauge(quarantined, "faircarat_market_unreachable_sources", "index")).toBe(0);
    await t.db.insert(tables.marketSourceChecks).values({
      location: "https://publisher.example/index-data.json",
      kind: "index",
      checkedAt: new Date(),
      outcome: "failed",
      error: "timeout: no complete answer within 5000 ms",
      failingSince: new Date(),
    });
    expect(gauge(await scrape(), "faircarat_market_unreachable_sources", "index")).toBe(1);
    await t.db.delete(tables.marketSourceChecks);

    // A run that stopped on the index (the database went away while it read the editions).
    await t.db.insert(tables.marketImports).values({
      source: feed,
      sourceSignature: "x",
      status: "failed",
      error: "stopped",
      problems: [{ source: "index", file: null, reason: "Connection terminated" }],
      finishedAt: new Date(),
    });
    const failed = await scrape();
    expect(
      gauge(failed, "faircarat_market_source_last_failure_timestamp_seconds", "index"),
    ).toBeGreaterThan(before);
    expect(
      gauge(failed, "faircarat_market_source_last_failure_timestamp_seconds", "listings"),
    ).toBe(0);
  });
});

describe("Prometheus metrics in production", () => {
  const token = "metrics-token-0123456789";
  let off: TestApp;
  let guarded: TestApp;
  beforeAll(async () => {
    [off, guarded] = await Promise.all([
      createTestApp("pglite", { metrics: { enabled: false } }),
      createTestApp("pglite", { metrics: { enabled: true, token } }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([off.close(), guarded.close()]);
  });

  it("are off without a token", async () => {
    const response = await off.request("/metrics");
    expect(response.status).toBe(404);
    expect((await errorOf(response)).code).toBe("not_found");
  });

  it("need the bearer token when one is set", async () => {
    const missing = await guarded.request("/metrics");
    expect(missing.status).toBe(401);
    expect((await errorOf(missing)).code).toBe("unauthenticated");
    expect(
      (await guarded.request("/metrics", { headers: { authorization: `Bearer ${token}x` } }))
        .status,
    ).toBe(401);
    const allowed = await guarded.request("/metrics", {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(allowed.status).toBe(200);
    expect(await allowed.text()).toMatch(/faircarat_analyses_created_total/);
  });

  it("follow NODE_ENV and METRICS_TOKEN", () => {
    expect(parseEnv({}).metrics).toEqual({ enabled: true, token: undefined });
    // What production needs anyway (decision 022), so that only the metrics settings differ.
    const production = {
      NODE_ENV: "production",
      AUTH_SECRET: "a".repeat(48),
      DATABASE_URL: "postgres://db.internal/faircarat",
      PUBLIC_URL: "https://faircarat.example",
      PAYMENTS: "test",
    };
    expect(parseEnv(production).metrics).toEqual({ enabled: false, token: undefined });
    expect(parseEnv({ ...production, METRICS_TOKEN: "metrics-token-0123456789" }).metrics).toEqual({
      enabled: true,
      token: "metrics-token-0123456789",
    });
  });
});
