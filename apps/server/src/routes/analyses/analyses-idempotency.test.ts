import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { tables } from "@faircarat/db";
import { testDatabaseKinds } from "@faircarat/db/testing";
import { bodyOf, createTestApp, errorOf, type TestApp } from "../../testing/test-app";

const oneCarat = { carat: 1.2, cut: "excellent", color: "g", clarity: "vs1", listedPrice: 4200 };

describe.each(testDatabaseKinds())("analyses with an Idempotency-Key on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const analyze = (cookie: string, key?: string, body: object = oneCarat) =>
    t.request("/api/analyses", {
      method: "POST",
      cookie,
      body: JSON.stringify(body),
      headers: {
        "content-type": "application/json",
        ...(key === undefined ? {} : { "idempotency-key": key }),
      },
    });
  const credits = async (cookie: string) =>
    (await bodyOf(await t.request("/api/subscription", { cookie }))).report_credits as number;
  const buySingleReport = async (cookie: string) => {
    const { url } = await bodyOf(
      await t.request("/api/billing/create-payment", { method: "POST", cookie }),
    );
    await t.request(`${new URL(url).pathname}/pay`, {
      method: "POST",
      cookie,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "",
    });
  };
  const rowsOf = async (userId: string) =>
    (
      await t.db
        .select({ n: count() })
        .from(tables.diamondAnalyses)
        .where(eq(tables.diamondAnalyses.userId, userId))
    )[0]?.n;

  it("stores and charges one analysis for a click sent twice, and returns it both times", async () => {
    const { cookie, userId } = await t.signedInUser();
    await buySingleReport(cookie);
    await buySingleReport(cookie);
    expect(await credits(cookie)).toBe(2);

    const first = await analyze(cookie, "click-0001-aaaa");
    expect(first.status).toBe(201);
    const retry = await analyze(cookie, "click-0001-aaaa");
    expect(retry.status).toBe(201);

    const [a, b] = [await bodyOf(first), await bodyOf(retry)];
    expect(b.record.id).toBe(a.record.id);
    expect(b.analysis).toEqual(a.analysis);
    expect(await rowsOf(userId)).toBe(1);
    expect(await credits(cookie)).toBe(1);
  });

  it("returns the paid analysis on a retry even after the last credit was used for it", async () => {
    const { cookie, userId } = await t.signedInUser();
    await buySingleReport(cookie);
    const first = await bodyOf(await analyze(cookie, "click-last-credit"));
    expect(await credits(cookie)).toBe(0);

    const retry = await analyze(cookie, "click-last-credit");
    expect(retry.status).toBe(201);
    expect((await bodyOf(retry)).record.id).toBe(first.record.id);
    // A new click is a new analysis: refused without a plan, nothing stored.
    expect((await errorOf(await analyze(cookie, "click-next-one"))).code).toBe("payment_required");
    expect(await rowsOf(userId)).toBe(1);
  });

  it("stores one analysis and uses one credit when the same click arrives twice at once", async () => {
    const { cookie, userId } = await t.signedInUser();
    await buySingleReport(cookie);
    await buySingleReport(cookie);
    const responses = await Promise.all([
      analyze(cookie, "click-twice-at-once"),
      analyze(cookie, "click-twice-at-once"),
    ]);
    expect(responses.map((r) => r.status)).toEqual([201, 201]);
    const [a, b] = await Promise.all(responses.map(bodyOf));
    expect(b.record.id).toBe(a.record.id);
    expect(await rowsOf(userId)).toBe(1);
    expect(await credits(cookie)).toBe(1);
  });

  it("keeps two users' equal keys apart: each gets and pays for an analysis of their own", async () => {
    const alice = await t.signedInUser();
    const bob = await t.signedInUser();
    await buySingleReport(alice.cookie);
    await buySingleReport(bob.cookie);
    const forAlice = await bodyOf(
      await analyze(alice.cookie, "shared-key-123", { ...oneCarat, listedPrice: 5100 }),
    );
    const forBob = await bodyOf(await analyze(bob.cookie, "shared-key-123"));

    expect(forBob.record.id).not.toBe(forAlice.record.id);
    expect(forBob.record.listed_price).toBe(4200);
    expect(await rowsOf(alice.userId)).toBe(1);
    expect(await rowsOf(bob.userId)).toBe(1);
    expect([await credits(alice.cookie), await credits(bob.cookie)]).toEqual([0, 0]);
    const bobsHistory = (await bodyOf(await t.request("/api/analyses", { cookie: bob.cookie })))
      .analyses as { id: string }[];
    expect(bobsHistory.map((r) => r.id)).toEqual([forBob.record.id]);
  });

  it("charges each request without a key (API clients that send none)", async () => {
    const { cookie, userId } = await t.signedInUser();
    await buySingleReport(cookie);
    await buySingleReport(cookie);
    expect((await analyze(cookie)).status).toBe(201);
    expect((await analyze(cookie)).status).toBe(201);
    expect(await rowsOf(userId)).toBe(2);
    expect(await credits(cookie)).toBe(0);
  });

  it.each(["short", "has spaces in it", "x".repeat(129), "key/with/slashes"])(
    "refuses the malformed key %j with a 400 and charges nothing",
    async (key) => {
      const { cookie, userId } = await t.signedInUser();
      await buySingleReport(cookie);
      const response = await analyze(cookie, key);
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toMatchObject({
        code: "validation_failed",
        message: "Idempotency-Key must be 8 to 128 letters, digits, '-' or '_'.",
      });
      expect(await rowsOf(userId)).toBe(0);
      expect(await credits(cookie)).toBe(1);
    },
  );
});
