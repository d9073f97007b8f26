import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_WEBHOOK_BODY_BYTES } from "@faircarat/contracts";
import { oneTestDatabase } from "@faircarat/db/testing";
import {
  bodyOf,
  createTestApp,
  errorOf,
  TEST_PRODUCT_ID,
  TEST_WEBHOOK_SECRET,
  testStripe,
  type TestApp,
} from "../../testing/test-app";

let serial = 0;
const DAY = 86_400;

function stripeEvent(type: string, object: object, created = Math.floor(Date.now() / 1000)) {
  return {
    id: `evt_${++serial}_${Date.now()}`,
    object: "event",
    type,
    created,
    api_version: "2025-10-29",
    data: { object },
  };
}

function subscriptionObject(
  userId: string,
  overrides: { status?: string; periodEnd?: number; cancelAtPeriodEnd?: boolean } = {},
) {
  return {
    id: `sub_for_${userId}`,
    object: "subscription",
    customer: `cus_for_${userId}`,
    status: overrides.status ?? "active",
    cancel_at_period_end: overrides.cancelAtPeriodEnd ?? false,
    metadata: { userId, plan: "unlimited" },
    items: {
      data: [
        {
          current_period_end: overrides.periodEnd ?? Math.floor(Date.now() / 1000) + 30 * DAY,
          price: { product: TEST_PRODUCT_ID },
        },
      ],
    },
  };
}

describe.each(oneTestDatabase())("Stripe webhooks on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { payments: "stripe" });
  });
  afterAll(() => t.close());

  const deliver = (event: object, secret = TEST_WEBHOOK_SECRET) => {
    const payload = JSON.stringify(event);
    const signature = testStripe.webhooks.generateTestHeaderString({ payload, secret });
    return t.request("/api/webhooks/stripe", {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      body: payload,
    });
  };
  const status = async (cookie: string) => bodyOf(await t.request("/api/subscription", { cookie }));
  const analysisStatus = async (cookie: string) =>
    (
      await t.postJson(
        "/api/analyses",
        { carat: 1.2, color: "g", clarity: "vs1", listedPrice: 4200 },
        { cookie },
      )
    ).status;
  const buySingleReport = async (cookie: string) =>
    (await bodyOf(await t.request("/api/billing/create-payment", { method: "POST", cookie })))
      .url as string;

  it("grants one credit for a verified checkout.session.completed", async () => {
    const user = await t.signedInUser();
    const url = await buySingleReport(user.cookie);
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\/cs_fake_singleReport_/);
    const sessionId = url.split("/").at(-1)!;
    const response = await deliver(
      stripeEvent("checkout.session.completed", {
        id: sessionId,
        object: "checkout.session",
        payment_status: "paid",
        customer: "cus_single",
      }),
    );
    expect(response.status).toBe(200);
    expect(await bodyOf(response)).toEqual({ received: true, outcome: "applied" });
    expect((await status(user.cookie)).report_credits).toBe(1);
  });

  it("refuses a wrong signature with a 400 and changes nothing", async () => {
    const user = await t.signedInUser();
    const sessionId = (await buySingleReport(user.cookie)).split("/").at(-1)!;
    const event = stripeEvent("checkout.session.completed", {
      id: sessionId,
      object: "checkout.session",
      payment_status: "paid",
      customer: null,
    });
    const forged = await deliver(event, "whsec_someone_else");
    expect(forged.status).toBe(400);
    expect((await errorOf(forged)).code).toBe("bad_request");
    const unsigned = await t.request("/api/webhooks/stripe", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(event),
    });
    expect(unsigned.status).toBe(400);
    expect((await status(user.cookie)).report_credits).toBe(0);
  });

  it("applies a replayed event once: no double credit", async () => {
    const user = await t.signedInUser();
    const sessionId = (await buySingleReport(user.cookie)).split("/").at(-1)!;
    const event = stripeEvent("checkout.session.completed", {
      id: sessionId,
      object: "checkout.session",
      payment_status: "paid",
      customer: null,
    });
    await deliver(event);
    const replay = await deliver(event);
    expect(await bodyOf(replay)).toEqual({ received: true, outcome: "duplicate" });
    expect((await status(user.cookie)).report_credits).toBe(1);
  });

  it("ignores event types outside the allow-list and unpaid sessions", async () => {
    const user = await t.signedInUser();
    const sessionId = (await buySingleReport(user.cookie)).split("/").at(-1)!;
    expect(
      await bodyOf(
        await deliver(stripeEvent("invoice.created", { id: "in_1", object: "invoice" })),
      ),
    ).toMatchObject({ outcome: "ignored" });
    const unpaid = stripeEvent("checkout.session.completed", {
      id: sessionId,
      object: "checkout.session",
      payment_status: "unpaid",
      customer: null,
    });
    expect(await bodyOf(await deliver(unpaid))).toMatchObject({ outcome: "ignored" });
    expect((await status(user.cookie)).report_credits).toBe(0);
  });

  it("keeps the newest state when subscription events arrive out of order", async () => {
    const user = await t.signedInUser();
    const now = Math.floor(Date.now() / 1000);
    const created = stripeEvent(
      "customer.subscription.created",
      subscriptionObject(user.userId),
      now - 60,
    );
    const cancelled = stripeEvent(
      "customer.subscription.updated",
      subscriptionObject(user.userId, { cancelAtPeriodEnd: true }),
      now,
    );
    await deliver(cancelled);
    await deliver(created); // older, arrives late
    const state = await status(user.cookie);
    expect(state).toMatchObject({ subscribed: true, product_id: TEST_PRODUCT_ID });
    const portal = await bodyOf(
      await t.request("/api/billing/customer-portal", { method: "POST", cookie: user.cookie }),
    );
    expect(portal.url).toBe(`https://billing.stripe.test/cus_for_${user.userId}`);
  });

  it("ends the entitlement (status and analyses) when the subscription is deleted or its period has passed", async () => {
    const deleted = await t.signedInUser();
    await deliver(stripeEvent("customer.subscription.created", subscriptionObject(deleted.userId)));
    expect((await status(deleted.cookie)).subscribed).toBe(true);
    expect(await analysisStatus(deleted.cookie)).toBe(201);
    await deliver(
      stripeEvent(
        "customer.subscription.deleted",
        subscriptionObject(deleted.userId, { status: "canceled" }),
        Math.floor(Date.now() / 1000) + 1,
      ),
    );
    expect((await status(deleted.cookie)).subscribed).toBe(false);
    expect(await analysisStatus(deleted.cookie)).toBe(402);

    const expired = await t.signedInUser();
    const lapsed = subscriptionObject(expired.userId, {
      periodEnd: Math.floor(Date.now() / 1000) - 1,
    });
    await deliver(stripeEvent("customer.subscription.updated", lapsed));
    expect(await status(expired.cookie)).toMatchObject({
      subscribed: false,
      subscription_end: null,
      product_id: null,
    });
    expect(await analysisStatus(expired.cookie)).toBe(402);
  });

  it("does not entitle a subscription to another product, to a status or an analysis", async () => {
    const user = await t.signedInUser();
    const other = subscriptionObject(user.userId);
    other.items.data[0]!.price.product = "prod_something_else";
    await deliver(stripeEvent("customer.subscription.created", other));
    expect((await status(user.cookie)).subscribed).toBe(false);
    expect(await analysisStatus(user.cookie)).toBe(402);
  });

  /**
   * A subscription event as Stripe sends one: dozens of line items and prices with their metadata
   * run to tens of KB.
   */
  function realisticSubscriptionEvent(userId: string, approximateBytes: number) {
    const object = subscriptionObject(userId);
    const filler = Array.from({ length: Math.ceil(approximateBytes / 1000) }, (_, i) => ({
      id: `si_${i}`,
      object: "subscription_item",
      price: {
        id: `price_${i}`,
        object: "price",
        nickname: "Zoë's plan — ünlimited",
        metadata: { note: "x".repeat(800) },
      },
    }));
    return stripeEvent("customer.subscription.updated", {
      ...object,
      items: { data: [...object.items.data, ...filler] },
    });
  }

  it("accepts a realistic event of tens of KB, with non-ASCII text, verified on its raw bytes", async () => {
    const user = await t.signedInUser();
    const event = realisticSubscriptionEvent(user.userId, 80_000);
    expect(JSON.stringify(event).length).toBeGreaterThan(64 * 1024);
    const response = await deliver(event);
    expect(response.status).toBe(200);
    expect(await bodyOf(response)).toEqual({ received: true, outcome: "applied" });
    expect((await status(user.cookie)).subscribed).toBe(true);
  });

  it("refuses an event past the 1 MB cap with a 413 and applies nothing", async () => {
    const user = await t.signedInUser();
    const event = realisticSubscriptionEvent(user.userId, MAX_WEBHOOK_BODY_BYTES + 100_000);
    expect(JSON.stringify(event).length).toBeGreaterThan(MAX_WEBHOOK_BODY_BYTES);
    const response = await deliver(event);
    expect(response.status).toBe(413);
    expect((await errorOf(response)).code).toBe("payload_too_large");
    expect((await status(user.cookie)).subscribed).toBe(false);
  });
});
