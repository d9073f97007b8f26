import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { tables } from "@faircarat/db";
import { keyedGet, subscriberWithKey } from "../../testing/api-keys";
import { brokenPricing } from "../../testing/broken-pricing";
import { bodyOf, createTestApp, errorOf, type TestApp } from "../../testing/test-app";

const oneCarat = { carat: 1.2, cut: "excellent", color: "g", clarity: "vs1", listedPrice: 4200 };

describe("a serving model whose answers are outside any price", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite", {
      pricing: brokenPricing(),
      extractListing: async () => ({ specs: {}, sources: {}, notes: [] }),
    });
  });
  afterAll(() => t.close());

  it("fails readiness, so a load balancer stops sending traffic, while staying live", async () => {
    const ready = await t.request("/api/health/ready");
    expect(ready.status).toBe(503);
    expect((await bodyOf(ready)).checks).toMatchObject({
      database: "ok",
      pricingModel: "failed_probe",
    });
    expect((await t.request("/api/health/live")).status).toBe(200);
  });

  it("never answers 201 nor charges: the analysis is refused as 503 market_unavailable and the credit stays", async () => {
    const { cookie } = await t.signedInUser();
    const { url } = await bodyOf(
      await t.request("/api/billing/create-payment", { method: "POST", cookie }),
    );
    await t.request(`${new URL(url).pathname}/pay`, {
      method: "POST",
      cookie,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "",
    });
    const response = await t.postJson("/api/analyses", oneCarat, { cookie });
    expect(response.status).toBe(503);
    expect(await errorOf(response)).toMatchObject({
      code: "market_unavailable",
      message: expect.stringContaining("nothing was charged"),
    });
    expect((await bodyOf(await t.request("/api/subscription", { cookie }))).report_credits).toBe(1);
    expect(await bodyOf(await t.request("/api/analyses", { cookie }))).toMatchObject({
      analyses: [],
    });
  });

  it("bills no keyed call for it, not even one that read a listing page", async () => {
    const { secret, keyId } = await subscriberWithKey(t, "withheld");
    const response = await keyedGet(
      t,
      `/api/v1/diamonds/analyze?carat=1.2&cut=excellent&color=g&clarity=vs1&listedPrice=4200&listingUrl=${encodeURIComponent("https://shop.test/stone/1")}`,
      secret,
    );
    expect(response.status).toBe(503);
    const [usage] = await t.db
      .select()
      .from(tables.apiUsage)
      .where(eq(tables.apiUsage.keyId, keyId));
    expect(usage?.calls ?? 0).toBe(0);
  });
});
