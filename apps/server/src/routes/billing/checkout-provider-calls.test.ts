import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import {
  checkoutIdempotencyKey,
  ProviderOutcomeUnknownError,
  silentLogger,
  type CheckoutRequest,
  type PaymentProvider,
} from "@faircarat/core";
import { tables } from "@faircarat/db";
import { oneTestDatabase, testDatabaseKinds, type TestDatabaseKind } from "@faircarat/db/testing";
import { createBilling, STRIPE_CLIENT_OPTIONS } from "../../billing-setup";
import { bodyOf, createTestApp, type TestApp } from "../../testing/test-app";

interface RecordedCall {
  request: CheckoutRequest;
  /**
   * Whether the attempt row the key names was committed (readable from outside) when the provider
   * was called.
   */
  attemptCommitted: boolean;
}

/**
 * A provider that checks, while it is called, that no transaction of the purchase is open: it reads
 * the attempt its key names on the database. Inside an open transaction that read would not see the
 * row (PostgreSQL) or would wait for the transaction's connection forever (PGlite's one
 * connection).
 */
function recordingProvider(db: () => TestApp["db"]) {
  const calls: RecordedCall[] = [];
  const failures: Error[] = [];
  const provider: PaymentProvider = {
    kind: "stripe",
    async createCheckout(request) {
      const attemptId = request.idempotencyKey.replace(/^checkout-/, "");
      const read = db()
        .select()
        .from(tables.checkoutAttempts)
        .where(eq(tables.checkoutAttempts.id, attemptId));
      const timeout = new Promise<[]>((resolve) => setTimeout(() => resolve([]), 5_000));
      const [row] = await Promise.race([read, timeout]);
      calls.push({ request, attemptCommitted: row !== undefined });
      const failure = failures.shift();
      if (failure) throw failure;
      // Stripe answers a repeated key with the same session.
      const id = `cs_test_${attemptId.replaceAll("-", "")}`;
      return { id, url: `https://checkout.stripe.test/${id}` };
    },
    async createPortal(customerId) {
      return { url: `https://billing.stripe.test/${customerId}` };
    },
  };
  return { provider, calls, failWith: (error: Error) => failures.push(error) };
}

/** A test app whose payment provider is a `recordingProvider`, and the reads the tests make. */
function checkoutApp(kind: TestDatabaseKind) {
  let t: TestApp;
  const recorder = recordingProvider(() => t.db);
  beforeAll(async () => {
    t = await createTestApp(kind, { payments: "stripe", provider: recorder.provider });
  });
  afterAll(() => t.close());
  return {
    app: () => t,
    recorder,
    buy: (cookie: string) => t.request("/api/billing/create-payment", { method: "POST", cookie }),
    sessionsOf: (userId: string) =>
      t.db.select().from(tables.checkoutSessions).where(eq(tables.checkoutSessions.userId, userId)),
    attemptsOf: (userId: string) =>
      t.db.select().from(tables.checkoutAttempts).where(eq(tables.checkoutAttempts.userId, userId)),
  };
}

// What depends on the database: no transaction open during the call, and clicks that race.
describe.each(testDatabaseKinds())("checkout calls to the payment provider on %s", (kind) => {
  const { app, recorder, buy, sessionsOf, attemptsOf } = checkoutApp(kind);

  it("calls the provider after the attempt is committed, outside any transaction, keyed by the attempt's row id", async () => {
    const user = await app().signedInUser();
    const before = recorder.calls.length;
    const response = await buy(user.cookie);
    expect(response.status).toBe(200);
    const call = recorder.calls.at(-1)!;
    expect(recorder.calls.length).toBe(before + 1);
    expect(call.attemptCommitted).toBe(true);
    const [attempt] = await attemptsOf(user.userId);
    expect(call.request.idempotencyKey).toBe(checkoutIdempotencyKey(attempt!.id));
    expect(attempt).toMatchObject({
      status: "created",
      checkoutSessionId: `cs_test_${attempt!.id.replaceAll("-", "")}`,
    });
    expect((await bodyOf(response)).url).toBe(
      `https://checkout.stripe.test/${attempt!.checkoutSessionId}`,
    );
  });

  it("gives two racing clicks one checkout at the provider: the same key, one stored session", async () => {
    const user = await app().signedInUser();
    const [a, b] = await Promise.all([buy(user.cookie), buy(user.cookie)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((await bodyOf(a)).url).toBe((await bodyOf(b)).url);
    expect(await sessionsOf(user.userId)).toHaveLength(1);
    const keys = new Set(
      recorder.calls
        .filter((c) => c.request.userId === user.userId)
        .map((c) => c.request.idempotencyKey),
    );
    expect(keys.size).toBe(1);
    const open = await app()
      .db.select()
      .from(tables.checkoutAttempts)
      .where(
        and(
          eq(tables.checkoutAttempts.userId, user.userId),
          eq(tables.checkoutAttempts.status, "pending"),
        ),
      );
    expect(open).toEqual([]);
  });
  it("gives every racing pair of clicks one checkout, whenever the first click's provider answer lands", async () => {
    // The first click may store its checkout while the second is between its two reads (open
    // session, pending attempt); that interleaving once gave the second click a new attempt.
    const users = await Promise.all(Array.from({ length: 12 }, () => app().signedInUser()));
    for (const user of users) {
      const [a, b] = await Promise.all([buy(user.cookie), buy(user.cookie)]);
      expect((await bodyOf(a)).url).toBe((await bodyOf(b)).url);
      expect(await attemptsOf(user.userId)).toHaveLength(1);
    }
  });
});

describe.each(oneTestDatabase())("checkout calls after the provider failed, on %s", (kind) => {
  const { app, recorder, buy, sessionsOf, attemptsOf } = checkoutApp(kind);

  it("repeats an unanswered call with the same key, and the retry stores one checkout", async () => {
    const user = await app().signedInUser();
    recorder.failWith(new ProviderOutcomeUnknownError("timed out"));
    expect((await buy(user.cookie)).status).toBe(500);
    const retried = await buy(user.cookie);
    expect(retried.status).toBe(200);
    const [first, second] = recorder.calls.slice(-2);
    expect(second!.request.idempotencyKey).toBe(first!.request.idempotencyKey);
    expect(await attemptsOf(user.userId)).toHaveLength(1);
    expect(await sessionsOf(user.userId)).toHaveLength(1);
  });

  it("starts a new attempt, with a new key, after the provider refused for certain", async () => {
    const user = await app().signedInUser();
    recorder.failWith(new Error("No such price"));
    expect((await buy(user.cookie)).status).toBe(500);
    expect((await buy(user.cookie)).status).toBe(200);
    const [first, second] = recorder.calls.slice(-2);
    expect(second!.request.idempotencyKey).not.toBe(first!.request.idempotencyKey);
    const statuses = (await attemptsOf(user.userId)).map((a) => a.status).sort();
    expect(statuses).toEqual(["created", "failed"]);
  });
});

describe("the Stripe client", () => {
  it("gives up after 10 s and retries a dropped connection twice", () => {
    const { stripeWebhook } = createBilling(
      {
        stripe: {
          secretKey: "sk_test_offline",
          webhookSecret: "whsec_x",
          prices: { singleReport: "price_a", unlimited: "price_b" },
        },
        publicUrl: "http://localhost:3000",
        unlimitedProductId: "prod_x",
      },
      {} as never,
      silentLogger,
    );
    expect(STRIPE_CLIENT_OPTIONS).toEqual({ timeout: 10_000, maxNetworkRetries: 2 });
    expect(stripeWebhook!.stripe.getApiField("timeout")).toBe(10_000);
    expect(stripeWebhook!.stripe.getMaxNetworkRetries()).toBe(2);
  });
});
