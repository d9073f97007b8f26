import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MarketPricing } from "@faircarat/core";
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
    expect(await bodyOf(ready)).toEqual({ status: "ready", checks: { database: "ok", pricingModel: "ok" } });
    expect(await bodyOf(await t.request("/api/health"))).toMatchObject({ status: "ok", market: { ready: true } });
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
    expect(await bodyOf(before)).toEqual({ status: "unavailable", checks: { database: "ok", pricingModel: "missing" } });

    await t.close();
    const after = await t.request("/api/health/ready");
    expect(after.status).toBe(503);
    expect((await bodyOf(after)).checks).toEqual({ database: "failed", pricingModel: "missing" });
    expect((await t.request("/api/health/live")).status).toBe(200);
  });
});
