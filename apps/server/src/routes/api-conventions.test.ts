import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_JSON_BODY_BYTES } from "@faircarat/contracts";
import { bodyOf, createTestApp, errorOf, TEST_PUBLIC_URL, type TestApp } from "../testing/test-app";

describe("API conventions", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite");
  });
  afterAll(() => t.close());

  it("answers an unknown API route with the error envelope and its request id", async () => {
    const response = await t.request("/api/no-such-thing");
    expect(response.status).toBe(404);
    const body = await bodyOf(response);
    expect(body).toEqual({
      error: {
        code: "not_found",
        message: "No API route GET /api/no-such-thing.",
        requestId: response.headers.get("x-request-id"),
      },
    });
  });

  it.each([
    ["DELETE", "/api/health", "GET, HEAD"],
    ["GET", "/api/auth/sign-in", "POST"],
    ["PUT", "/api/analyses/00000000-0000-4000-8000-000000000000/chat", "POST, GET, HEAD"],
    ["PUT", "/api/alerts/unsubscribe", "GET, HEAD, POST"],
  ])(
    "answers %s %s, a known path with another method, with 405, Allow: %s and the error envelope",
    async (method, path, allow) => {
      const response = await t.request(path, { method });
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe(allow);
      expect(await bodyOf(response)).toEqual({
        error: {
          code: "method_not_allowed",
          message: `No API route ${method} ${path}; it answers ${allow}.`,
          requestId: response.headers.get("x-request-id"),
        },
      });
    },
  );

  it("refuses a query parameter given twice, as /api/v1 does, rather than reading the first (found in an attack review; test failed before)", async () => {
    const response = await t.request(
      "/api/market/trends?shape=round&caratMin=1&caratMax=1.2&caratMin=3",
    );
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({
      code: "validation_failed",
      message: "caratMin is given more than once; give each parameter once.",
    });
    const long = await t.request(`/api/market/trends?${"k".repeat(500)}=1&${"k".repeat(500)}=2`);
    expect((await errorOf(long)).message).toBe(
      `"${"k".repeat(40)}…" is given more than once; give each parameter once.`,
    );
    expect((await t.request("/api/market/trends?shape=round&caratMin=1&caratMax=1.2")).status).toBe(
      200,
    );
  });

  it("refuses malformed JSON with a 400 and no stack trace", async () => {
    const response = await t.request("/api/auth/sign-in", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"email": ',
    });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(JSON.parse(text).error).toMatchObject({
      code: "bad_request",
      message: "The request body must be valid JSON.",
    });
    expect(text).not.toMatch(/at .*\.ts/);
  });

  it("cuts off an oversized body with a 413", async () => {
    const huge = { email: "a@example.com", password: "x".repeat(MAX_JSON_BODY_BYTES) };
    const response = await t.postJson("/api/auth/sign-in", huge);
    expect(response.status).toBe(413);
    expect((await errorOf(response)).code).toBe("payload_too_large");
  });

  it("refuses a cross-site form post", async () => {
    const response = await t.request("/api/auth/sign-out", {
      method: "POST",
      headers: {
        origin: "https://evil.example",
        "content-type": "application/x-www-form-urlencoded",
      },
      body: "a=1",
    });
    expect(response.status).toBe(403);
    expect((await errorOf(response)).code).toBe("forbidden");
  });

  it("refuses a cross-site JSON post too", async () => {
    const body = JSON.stringify({
      fullName: "Eve",
      email: "eve@example.com",
      password: "secret-pw",
    });
    for (const method of ["POST", "PUT", "DELETE"]) {
      const response = await t.request("/api/auth/sign-up", {
        method,
        headers: { "content-type": "application/json", origin: "http://evil.test" },
        body,
      });
      expect(response.status).toBe(403);
      expect((await errorOf(response)).code).toBe("forbidden");
    }
  });

  it("accepts JSON posts from this site and from the public origin", async () => {
    const body = JSON.stringify({ email: "nobody@example.com", password: "wrong-pw" });
    const allowed: Record<string, string>[] = [
      { origin: "http://localhost" },
      { origin: TEST_PUBLIC_URL },
      { "sec-fetch-site": "same-origin", origin: "http://proxy.internal" },
    ];
    for (const headers of allowed) {
      const response = await t.request("/api/auth/sign-in", {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body,
      });
      expect(response.status).toBe(401);
    }
  });

  it("sends security headers: scripts from our origin only, nothing that names the framework", async () => {
    const response = await t.request("/api/auth/session");
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-powered-by")).toBeNull();
    expect(response.headers.get("strict-transport-security")).toBeNull(); // http in tests
  });
});

describe("GET /api/health", () => {
  it("says whether the market model is ready", async () => {
    const ready = await createTestApp("pglite");
    const waiting = await createTestApp("pglite", {
      pricing: { current: () => null, reload: async () => null },
    });
    try {
      expect(await bodyOf(await ready.request("/api/health"))).toMatchObject({
        status: "ok",
        market: { ready: true, valuationDate: "2026-04-01" },
      });
      expect(await bodyOf(await waiting.request("/api/health"))).toMatchObject({
        status: "ok",
        market: { ready: false },
      });
    } finally {
      await Promise.all([ready.close(), waiting.close()]);
    }
  });
});
