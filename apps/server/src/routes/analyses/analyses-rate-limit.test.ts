import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "@faircarat/db/testing";
import { bodyOf, createTestApp, errorOf, type TestApp } from "../../testing/test-app";

const oneCarat = { carat: 1.2, cut: "excellent", color: "g", clarity: "vs1", listedPrice: 4200 };
const LIMIT = 2;

describe.each(testDatabaseKinds())("analyses rate limit on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { analysisRateLimitPerMinute: LIMIT });
  });
  afterAll(() => t.close());

  const analyze = (cookie: string) => t.postJson("/api/analyses", oneCarat, { cookie });
  const history = async (cookie: string) => (await bodyOf(await t.request("/api/analyses", { cookie }))).analyses as unknown[];
  const credits = async (cookie: string) => (await bodyOf(await t.request("/api/subscription", { cookie }))).report_credits as number;
  const payFor = async (cookie: string, path: "create-payment" | "create-checkout") => {
    const { url } = await bodyOf(await t.request(`/api/billing/${path}`, { method: "POST", cookie }));
    await t.request(`${new URL(url).pathname}/pay`, { method: "POST", cookie, headers: { "content-type": "application/x-www-form-urlencoded" }, body: "" });
  };
  const expectRateLimited = async (response: Response) => {
    expect(response.status).toBe(429);
    expect(await errorOf(response)).toMatchObject({ code: "rate_limited", message: "Too many attempts. Please wait a minute and try again." });
    const retryAfter = Number(response.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
  };

  it("refuses a subscriber's analysis past the limit with 429 and stores nothing more", async () => {
    const { cookie } = await t.signedInUser();
    await payFor(cookie, "create-checkout");
    for (let i = 0; i < LIMIT; i++) expect((await analyze(cookie)).status).toBe(201);
    await expectRateLimited(await analyze(cookie));
    expect(await history(cookie)).toHaveLength(LIMIT);
  });

  it("counts a user without a plan too, and answers 429 before the plan is looked at", async () => {
    const { cookie } = await t.signedInUser();
    for (let i = 0; i < LIMIT; i++) expect((await analyze(cookie)).status).toBe(402);
    await expectRateLimited(await analyze(cookie));
  });

  it("uses no credit for an analysis refused by the limit", async () => {
    const { cookie } = await t.signedInUser();
    for (let i = 0; i < LIMIT; i++) expect((await analyze(cookie)).status).toBe(402);
    await payFor(cookie, "create-payment");
    await expectRateLimited(await analyze(cookie));
    expect(await credits(cookie)).toBe(1);
  });

  it("counts each user apart", async () => {
    const first = await t.signedInUser();
    const second = await t.signedInUser();
    await payFor(first.cookie, "create-checkout");
    await payFor(second.cookie, "create-checkout");
    for (let i = 0; i < LIMIT; i++) expect((await analyze(first.cookie)).status).toBe(201);
    await expectRateLimited(await analyze(first.cookie));
    expect((await analyze(second.cookie)).status).toBe(201);
  });
});
