import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "@faircarat/db/testing";
import type { MarketPricing } from "@faircarat/core";
import { subscribe } from "../../testing/api-keys";
import {
  bodyOf,
  createTestApp,
  errorOf,
  fixturePricing,
  type TestApp,
} from "../../testing/test-app";

const oneCarat = { carat: 1.2, cut: "excellent", color: "g", clarity: "vs1", listedPrice: 4200 };
const LIMIT = 2;

describe.each(testDatabaseKinds())("analyses rate limit on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { analysisRateLimitPerMinute: LIMIT });
  });
  afterAll(() => t.close());

  const analyze = (cookie: string) => t.postJson("/api/analyses", oneCarat, { cookie });
  const history = async (cookie: string) =>
    (await bodyOf(await t.request("/api/analyses", { cookie }))).analyses as unknown[];
  const credits = async (cookie: string) =>
    (await bodyOf(await t.request("/api/subscription", { cookie }))).report_credits as number;
  const payFor = async (cookie: string, path: "create-payment" | "create-checkout") => {
    const { url } = await bodyOf(
      await t.request(`/api/billing/${path}`, { method: "POST", cookie }),
    );
    await t.request(`${new URL(url).pathname}/pay`, {
      method: "POST",
      cookie,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "",
    });
  };
  const expectRateLimited = async (response: Response) => {
    expect(response.status).toBe(429);
    expect(await errorOf(response)).toMatchObject({
      code: "rate_limited",
      message: "Too many attempts. Please wait a minute and try again.",
    });
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

describe.each(testDatabaseKinds())("pricing only what is admitted, on %s", (kind) => {
  let t: TestApp;
  let pricings = 0;
  beforeAll(async () => {
    const pricing = fixturePricing();
    const counted: MarketPricing = {
      ...pricing,
      current: () => {
        pricings++;
        return pricing.current();
      },
    };
    t = await createTestApp(kind, { analysisRateLimitPerMinute: LIMIT, pricing: counted });
  });
  afterAll(() => t.close());

  const analyze = (cookie: string) => t.postJson("/api/analyses", oneCarat, { cookie });
  const statuses = async (cookie: string, times: number) => {
    const seen: number[] = [];
    for (let i = 0; i < times; i++) seen.push((await analyze(cookie)).status);
    return seen;
  };

  it("prices no stone for a user without a plan, nor past the limit", async () => {
    const { cookie } = await t.signedInUser();
    pricings = 0;
    expect(await statuses(cookie, 5)).toEqual([402, 402, 429, 429, 429]);
    expect(pricings).toBe(0);
  });

  it("prices a subscriber's stone once per analysis, and at most once more past the limit", async () => {
    const { cookie } = await t.signedInUser();
    await subscribe(t, cookie);
    pricings = 0;
    expect(await statuses(cookie, LIMIT)).toEqual([201, 201]);
    expect(pricings).toBe(LIMIT);
    // The first refusal was priced before the one statement refused it; after it, none are.
    expect(await statuses(cookie, 3)).toEqual([429, 429, 429]);
    expect(pricings).toBe(LIMIT + 1);
  });
});
