import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { oneTestDatabase } from "@faircarat/db/testing";
import { bodyOf, cookieFrom, createTestApp, errorOf, type TestApp } from "../../testing/test-app";

describe.each(oneTestDatabase())("GET /api/subscription on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("requires a session", async () => {
    const response = await t.request("/api/subscription");
    expect(response.status).toBe(401);
    expect((await errorOf(response)).code).toBe("unauthenticated");
  });

  it("reports a new account as not subscribed", async () => {
    const account = { fullName: "Grace Hopper", email: "grace@example.com", password: "secret-pw" };
    await t.postJson("/api/auth/sign-up", account);
    const cookie = cookieFrom(await t.postJson("/api/auth/sign-in", account));
    const response = await t.request("/api/subscription", { cookie });
    expect(response.status).toBe(200);
    expect(await bodyOf(response)).toEqual({
      subscribed: false,
      subscription_end: null,
      product_id: null,
      report_credits: 0,
    });
  });
});
