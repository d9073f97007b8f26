import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { oneTestDatabase, testDatabaseKinds } from "@faircarat/db/testing";
import {
  bodyOf,
  createTestApp,
  errorOf,
  TEST_PRODUCT_ID,
  type TestApp,
} from "../../testing/test-app";

const formPost = (t: TestApp, path: string, cookie: string) =>
  t.request(path, {
    method: "POST",
    cookie,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "",
  });

describe.each(oneTestDatabase())("billing with the built-in test provider on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const status = async (cookie: string) => bodyOf(await t.request("/api/subscription", { cookie }));
  const checkoutIdOf = (url: string) => url.split("/").at(-1)!;

  it.each([
    "/api/billing/create-payment",
    "/api/billing/create-checkout",
    "/api/billing/customer-portal",
  ])("%s requires a signed-in user and requests nothing", async (path) => {
    const response = await t.request(path, { method: "POST" });
    expect(response.status).toBe(401);
    expect((await errorOf(response)).code).toBe("unauthenticated");
  });

  it("sells a Single Report: checkout page, payment, success redirect, one credit", async () => {
    const { cookie } = await t.signedInUser();
    const created = await t.request("/api/billing/create-payment", { method: "POST", cookie });
    expect(created.status).toBe(200);
    const { url } = await bodyOf(created);
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/billing\/test-checkout\/cs_test_/);

    const page = await t.request(new URL(url).pathname, { cookie });
    const html = await page.text();
    expect(html).toContain("Test mode");
    expect(html).toContain("Single Report");
    expect(html).toContain("$29");

    const paid = await formPost(t, `${new URL(url).pathname}/pay`, cookie);
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(`/payment-success?session_id=${checkoutIdOf(url)}`);
    expect(await status(cookie)).toMatchObject({ subscribed: false, report_credits: 1 });

    const session = await bodyOf(
      await t.request(`/api/billing/checkout-sessions/${checkoutIdOf(url)}`, { cookie }),
    );
    expect(session).toEqual({
      id: checkoutIdOf(url),
      plan: "singleReport",
      status: "completed",
      amountCents: 2900,
    });

    const again = await formPost(t, `${new URL(url).pathname}/pay`, cookie);
    expect(again.status).toBe(404);
    expect((await status(cookie)).report_credits).toBe(1);
  });

  it("returns from a cancelled checkout without charge or credit", async () => {
    const { cookie } = await t.signedInUser();
    const { url } = await bodyOf(
      await t.request("/api/billing/create-payment", { method: "POST", cookie }),
    );
    const cancelled = await formPost(t, `${new URL(url).pathname}/cancel`, cookie);
    expect(cancelled.headers.get("location")).toBe("/pricing?checkout=cancelled");
    expect((await status(cookie)).report_credits).toBe(0);
    const next = await bodyOf(
      await t.request("/api/billing/create-payment", { method: "POST", cookie }),
    );
    expect(next.url).not.toBe(url);
  });

  it("subscribes to Unlimited Access until the period end, and manages it in the portal", async () => {
    const { cookie } = await t.signedInUser();
    expect(
      (await t.request("/api/billing/customer-portal", { method: "POST", cookie })).status,
    ).toBe(404);

    const { url } = await bodyOf(
      await t.request("/api/billing/create-checkout", { method: "POST", cookie }),
    );
    const paid = await formPost(t, `${new URL(url).pathname}/pay`, cookie);
    expect(paid.headers.get("location")).toBe(
      `/subscription-success?session_id=${checkoutIdOf(url)}`,
    );
    const subscribed = await status(cookie);
    expect(subscribed).toMatchObject({
      subscribed: true,
      product_id: TEST_PRODUCT_ID,
      report_credits: 0,
    });
    const daysLeft = (Date.parse(subscribed.subscription_end) - Date.now()) / 86_400_000;
    expect(daysLeft).toBeGreaterThan(27);
    expect(daysLeft).toBeLessThan(32);

    const again = await t.request("/api/billing/create-checkout", { method: "POST", cookie });
    expect(again.status).toBe(409);

    const portal = await bodyOf(
      await t.request("/api/billing/customer-portal", { method: "POST", cookie }),
    );
    expect(portal.url).toBe("http://localhost:3000/api/billing/test-portal");
    // The period end is written as every date is ("Dec 28, 2026"), not as an ISO day.
    expect(await (await t.request("/api/billing/test-portal", { cookie })).text()).toMatch(
      /renews on [A-Z][a-z]{2} \d{1,2}, \d{4}\./,
    );
    await formPost(t, "/api/billing/test-portal/cancel", cookie);
    expect(await (await t.request("/api/billing/test-portal", { cookie })).text()).toContain(
      "is cancelled and ends on",
    );
    expect((await status(cookie)).subscribed).toBe(true); // paid until the period end
  });

  it("shows no one else's checkout: another user's session id is not found and cannot be paid", async () => {
    const owner = await t.signedInUser();
    const stranger = await t.signedInUser();
    const { url } = await bodyOf(
      await t.request("/api/billing/create-payment", { method: "POST", cookie: owner.cookie }),
    );
    const id = checkoutIdOf(url);
    expect(
      (await t.request(`/api/billing/checkout-sessions/${id}`, { cookie: stranger.cookie })).status,
    ).toBe(404);
    expect((await t.request(new URL(url).pathname, { cookie: stranger.cookie })).status).toBe(404);
    expect((await formPost(t, `${new URL(url).pathname}/pay`, stranger.cookie)).status).toBe(404);
    expect((await status(owner.cookie)).report_credits).toBe(0);
    expect((await status(stranger.cookie)).report_credits).toBe(0);
  });

  it("asks a signed-out visitor of a checkout page to sign in", async () => {
    const response = await t.request("/api/billing/test-checkout/cs_test_x");
    expect(response.status).toBe(401);
    expect(await response.text()).toContain("Please sign in");
  });
});

// Racing requests: only the PostgreSQL server runs two at once.
describe.each(testDatabaseKinds())("billing's racing clicks on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("gives a double-clicked buy button one checkout, not two", async () => {
    const { cookie } = await t.signedInUser();
    const [first, second] = await Promise.all([
      t.request("/api/billing/create-payment", { method: "POST", cookie }),
      t.request("/api/billing/create-payment", { method: "POST", cookie }),
    ]);
    expect((await bodyOf(first)).url).toBe((await bodyOf(second)).url);
  });
});
