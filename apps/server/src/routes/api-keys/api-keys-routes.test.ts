import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, isNull } from "drizzle-orm";
import { apiKeyListSchema, createdApiKeySchema } from "@faircarat/contracts";
import { type Logger } from "@faircarat/core";
import { tables } from "@faircarat/db";
import { oneTestDatabase, testDatabaseKinds } from "@faircarat/db/testing";
import { keyedGet, subscribe, subscriberWithKey } from "../../testing/api-keys";
import {
  bodyOf,
  cookieFrom,
  createTestApp,
  errorOf,
  linkIn,
  type TestApp,
} from "../../testing/test-app";

const analyzePath =
  "/api/v1/diamonds/analyze?carat=1.2&cut=excellent&color=G&clarity=VS1&listedPrice=4200";

describe.each(oneTestDatabase())("API keys on %s", (kind) => {
  let t: TestApp;
  /** Moved forward to let a subscription lapse; null is the real time. */
  let clock: Date | null = null;
  const logged: unknown[] = [];
  const logger: Logger = {
    info: (d) => void logged.push(d),
    warn: (d) => void logged.push(d),
    error: (d) => void logged.push(d),
  };
  beforeAll(async () => {
    t = await createTestApp(kind, {
      logger,
      apiEnterpriseAccounts: ["boss@enterprise.test"],
      now: () => clock ?? new Date(),
    });
  });
  afterAll(() => t.close());

  it("needs a session, and a plan to create a key", async () => {
    expect((await t.request("/api/api-keys")).status).toBe(401);
    expect((await t.postJson("/api/api-keys", { name: "x" })).status).toBe(401);
    const { cookie } = await t.signedInUser();
    const refused = await t.postJson("/api/api-keys", { name: "x" }, { cookie });
    expect(refused.status).toBe(402);
    expect((await errorOf(refused)).code).toBe("payment_required");
    const list = apiKeyListSchema.parse(await bodyOf(await t.request("/api/api-keys", { cookie })));
    expect(list).toMatchObject({ plan: null, keys: [], callsThisMonth: 0 });
  });

  it("shows the secret once, stores only its sha256 and a short prefix, and lists name, prefix and usage", async () => {
    const { cookie, userId } = await t.signedInUser();
    await subscribe(t, cookie);
    const response = await t.postJson("/api/api-keys", { name: "  Shop sync " }, { cookie });
    expect(response.status).toBe(201);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const created = createdApiKeySchema.parse(await bodyOf(response));
    expect(created.secret).toMatch(/^fc_live_[A-Za-z0-9_-]{43}$/);
    expect(created.key).toMatchObject({
      name: "Shop sync",
      prefix: created.secret.slice(0, 14),
      lastUsedAt: null,
      revokedAt: null,
      callsThisMonth: 0,
    });

    const [row] = await t.db.select().from(tables.apiKeys).where(eq(tables.apiKeys.userId, userId));
    expect(row?.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(created.secret.slice(14));

    const list = apiKeyListSchema.parse(await bodyOf(await t.request("/api/api-keys", { cookie })));
    expect(JSON.stringify(list)).not.toContain(created.secret.slice(14));
    expect(list.plan).toMatchObject({ kind: "unlimited", monthlyCalls: 10_000, perMinute: 60 });

    expect((await keyedGet(t, analyzePath, created.secret)).status).toBe(200);
    expect((await keyedGet(t, analyzePath, created.secret, "header")).status).toBe(200);
    const after = apiKeyListSchema.parse(
      await bodyOf(await t.request("/api/api-keys", { cookie })),
    );
    expect(after.keys[0]).toMatchObject({ callsThisMonth: 2 });
    expect(after.keys[0]?.lastUsedAt).not.toBeNull();
    expect(after.callsThisMonth).toBe(2);
    expect(JSON.stringify(logged)).not.toContain(created.secret.slice(14));
  });

  it("keeps accounts apart: B cannot list, use the id of, or revoke A's keys", async () => {
    const a = await subscriberWithKey(t, "A's key");
    const b = await subscriberWithKey(t, "B's key");
    const bList = apiKeyListSchema.parse(
      await bodyOf(await t.request("/api/api-keys", { cookie: b.cookie })),
    );
    expect(bList.keys.map((k) => k.name)).toEqual(["B's key"]);
    const revoke = await t.request(`/api/api-keys/${a.keyId}`, {
      method: "DELETE",
      cookie: b.cookie,
    });
    expect(revoke.status).toBe(404);
    expect((await keyedGet(t, analyzePath, a.secret)).status).toBe(200);
    // A's usage is not visible to B.
    const bAfter = apiKeyListSchema.parse(
      await bodyOf(await t.request("/api/api-keys", { cookie: b.cookie })),
    );
    expect(bAfter.callsThisMonth).toBe(0);
  });

  it("answers 401 once a key is revoked, even one this process verified a moment before (its cache forgets it)", async () => {
    const a = await subscriberWithKey(t);
    expect((await keyedGet(t, analyzePath, a.secret)).status).toBe(200);
    const revoked = await t.request(`/api/api-keys/${a.keyId}`, {
      method: "DELETE",
      cookie: a.cookie,
    });
    expect(revoked.status).toBe(200);
    expect((await bodyOf(revoked)).revokedAt).not.toBeNull();
    const refused = await keyedGet(t, analyzePath, a.secret);
    expect(refused.status).toBe(401);
    expect(await errorOf(refused)).toMatchObject({
      code: "unauthenticated",
      message: "This API key has been revoked.",
    });
  });

  it("answers 401 for a missing, unknown or malformed key without saying whose it could be", async () => {
    const a = await subscriberWithKey(t);
    expect((await errorOf(await t.request(analyzePath))).code).toBe("unauthenticated");
    const wrong = `${a.secret.slice(0, -4)}AAAA`;
    const unknown = await keyedGet(t, analyzePath, wrong);
    expect(unknown.status).toBe(401);
    expect((await errorOf(unknown)).message).toBe("This API key is not valid.");
    expect((await keyedGet(t, analyzePath, "not-a-key")).status).toBe(401);
  });

  it("caps active keys per account", async () => {
    const a = await subscriberWithKey(t);
    for (let i = 0; i < 9; i++)
      expect(
        (await t.postJson("/api/api-keys", { name: `k${i}` }, { cookie: a.cookie })).status,
      ).toBe(201);
    const over = await t.postJson("/api/api-keys", { name: "one too many" }, { cookie: a.cookie });
    expect(over.status).toBe(409);
  });

  it("gives an account named in the configuration the enterprise plan without a subscription, once it has confirmed the email", async () => {
    const email = "boss@enterprise.test";
    await t.postJson("/api/auth/sign-up", { fullName: "Boss", email, password: "secret-pw" });
    const cookie = cookieFrom(
      await t.postJson("/api/auth/sign-in", { email, password: "secret-pw" }),
    );
    // Anyone could sign up with a configured address: until its owner confirms it, it is no one's
    // plan.
    expect((await t.postJson("/api/api-keys", { name: "ERP" }, { cookie })).status).toBe(402);

    const link = new URL(linkIn(t.sentMail.filter((mail) => mail.to === email).at(-1)!));
    const confirmed = await t.request(link.pathname + link.search);
    expect(confirmed.status).toBe(302);
    const created = await t.postJson(
      "/api/api-keys",
      { name: "ERP" },
      { cookie: cookieFrom(confirmed) },
    );
    expect(created.status).toBe(201);
    const { secret } = await bodyOf(created);
    const answer = await keyedGet(t, "/api/v1/retailers", secret);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("ratelimit-policy")).toBe("600;w=60");
  });

  it("answers 403 for a key whose subscription has ended", async () => {
    const a = await subscriberWithKey(t);
    expect((await keyedGet(t, analyzePath, a.secret)).status).toBe(200);
    clock = new Date(Date.now() + 40 * 24 * 3600_000);
    try {
      const refused = await keyedGet(t, analyzePath, a.secret);
      expect(refused.status).toBe(403);
      expect(await errorOf(refused)).toMatchObject({
        code: "forbidden",
        message: expect.stringContaining("lapsed"),
      });
    } finally {
      clock = null;
    }
  });
});

// Racing requests: only the PostgreSQL server runs two at once.
describe.each(testDatabaseKinds())("API keys created at once on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("caps active keys per account when creations race", async () => {
    const { cookie, userId } = await t.signedInUser();
    await subscribe(t, cookie);
    const answers = await Promise.all(
      Array.from({ length: 15 }, async (_, i) =>
        t.postJson("/api/api-keys", { name: `k${i}` }, { cookie }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([
      ...Array<number>(10).fill(201),
      ...Array<number>(5).fill(409),
    ]);
    const active = await t.db
      .select()
      .from(tables.apiKeys)
      .where(and(eq(tables.apiKeys.userId, userId), isNull(tables.apiKeys.revokedAt)));
    expect(active).toHaveLength(10);
  });
});
