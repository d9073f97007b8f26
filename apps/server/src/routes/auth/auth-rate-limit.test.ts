import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, errorOf, type TestApp } from "../../testing/test-app";

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
      const response = await t.postJson("/api/auth/sign-in", { email: `p${i}@example.com`, password: "wrong-pw" }, { ip });
      expect(response.status).toBe(401);
    }
    const refused = await t.postJson("/api/auth/sign-in", { email: "other@example.com", password: "wrong-pw" }, { ip });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await errorOf(refused)).toMatchObject({ code: "rate_limited", message: expect.stringMatching(/Too many attempts/) });
  });

  it("refuses attempts on one email from many addresses", async () => {
    const email = "target@example.com";
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i++) {
      statuses.push((await t.postJson("/api/auth/sign-in", { email, password: "wrong-pw" })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it("limits sign-up too, and a refused sign-up creates nothing", async () => {
    const ip = "203.0.113.9";
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i++) {
      const body = { fullName: "Rate Test", email: `new${i}@example.com`, password: "secret-pw" };
      statuses.push((await t.postJson("/api/auth/sign-up", body, { ip })).status);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    const refusedAccount = await t.postJson("/api/auth/sign-in", { email: `new${LIMIT}@example.com`, password: "secret-pw" });
    expect(refusedAccount.status).toBe(401);
  });
});
