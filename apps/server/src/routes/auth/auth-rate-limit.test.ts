import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, errorOf, type TestApp } from "../../testing/test-app";
import { SIGN_IN_BACKOFF } from "./auth-routes";

const LIMIT = 3;

describe("rate limits on sign-in and sign-up", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite", { authRateLimitPerMinute: LIMIT });
  });
  afterAll(() => t.close());

  it("refuses the attempt after the limit from one address with a 429 envelope and Retry-After", async () => {
    const ip = "203.0.113.7";
    for (let i = 0; i < LIMIT; i++) {
      const response = await t.postJson(
        "/api/auth/sign-in",
        { email: `p${i}@example.com`, password: "wrong-pw" },
        { ip },
      );
      expect(response.status).toBe(401);
    }
    const refused = await t.postJson(
      "/api/auth/sign-in",
      { email: "other@example.com", password: "wrong-pw" },
      { ip },
    );
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await errorOf(refused)).toMatchObject({
      code: "rate_limited",
      message: expect.stringMatching(/Too many attempts/),
    });
  });

  it("counts an IPv6 client's whole /64, so rotating addresses within it buys no attempts", async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= LIMIT + 1; i++)
      statuses.push(
        (
          await t.postJson(
            "/api/auth/sign-in",
            { email: `v6-${i}@example.com`, password: "wrong-pw" },
            { ip: `2001:db8:7:7::${i}` },
          )
        ).status,
      );
    expect(statuses).toEqual([...Array<number>(LIMIT).fill(401), 429]);
    // The neighbouring /64 is another subscriber.
    expect(
      (
        await t.postJson(
          "/api/auth/sign-in",
          { email: "v6-next@example.com", password: "wrong-pw" },
          { ip: "2001:db8:7:8::1" },
        )
      ).status,
    ).toBe(401);
  });

  it("limits sign-up too, and a refused sign-up creates nothing", async () => {
    const ip = "203.0.113.9";
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i++) {
      const body = { fullName: "Rate Test", email: `new${i}@example.com`, password: "secret-pw" };
      statuses.push((await t.postJson("/api/auth/sign-up", body, { ip })).status);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    const refusedAccount = await t.postJson("/api/auth/sign-in", {
      email: `new${LIMIT}@example.com`,
      password: "secret-pw",
    });
    expect(refusedAccount.status).toBe(401);
  });
});

describe("sign-in backoff per address and email", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite", { authRateLimitPerMinute: 100 });
  });
  afterAll(() => t.close());

  it("makes an attacker at one address wait, while the owner signs in from another", async () => {
    const owner = { fullName: "Owner", email: "owner@example.com", password: "owner-secret-pw" };
    expect((await t.postJson("/api/auth/sign-up", owner)).status).toBe(201);
    const attacker = "198.51.100.66";
    const guess = () =>
      t.postJson(
        "/api/auth/sign-in",
        { email: "Owner@Example.com", password: "guess-pw" },
        { ip: attacker },
      );

    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await guess()).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const refused = await guess();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(
      SIGN_IN_BACKOFF.baseSeconds,
    );
    expect(await errorOf(refused)).toMatchObject({
      code: "rate_limited",
      message: "Too many attempts. Please wait a minute and try again.",
    });

    // The owner, elsewhere, is not held up at all.
    const ownerSignIn = await t.postJson(
      "/api/auth/sign-in",
      { email: owner.email, password: owner.password },
      { ip: "203.0.113.200" },
    );
    expect(ownerSignIn.status).toBe(200);

    // Still waiting: a refused guess is not checked at all (growth of the wait:
    // failure-backoff.test.ts).
    expect((await guess()).status).toBe(429);

    // The attacker's address is not barred from other accounts by this email's wait.
    expect(
      (
        await t.postJson(
          "/api/auth/sign-in",
          { email: "someone-else@example.com", password: "guess-pw" },
          { ip: attacker },
        )
      ).status,
    ).toBe(401);
  });

  it("starts over after a successful sign-in from that address", async () => {
    const user = {
      fullName: "Forgetful",
      email: "forgetful@example.com",
      password: "right-secret-pw",
    };
    await t.postJson("/api/auth/sign-up", user);
    const ip = "198.51.100.77";
    for (let i = 0; i < 4; i++)
      await t.postJson("/api/auth/sign-in", { email: user.email, password: "wrong-pw" }, { ip });
    expect(
      (
        await t.postJson(
          "/api/auth/sign-in",
          { email: user.email, password: user.password },
          { ip },
        )
      ).status,
    ).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push(
        (await t.postJson("/api/auth/sign-in", { email: user.email, password: "wrong-pw" }, { ip }))
          .status,
      );
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
  });
});
