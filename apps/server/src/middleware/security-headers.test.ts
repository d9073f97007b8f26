import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { securityHeaders } from "./security-headers";

describe("securityHeaders", () => {
  const app = new Hono().use(securityHeaders(true)).get("*", (c) => c.text("ok"));

  it("gives documents the full set: CSP, frame and referrer policy, HSTS over https", async () => {
    const page = await app.request("/diamond-guide");
    expect(page.headers.get("content-security-policy")).toContain("script-src 'self'");
    expect(page.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(page.headers.get("strict-transport-security")).toMatch(/max-age/);
  });

  it("gives hashed build assets only nosniff and HSTS: they are not documents", async () => {
    const asset = await app.request("/assets/app-abc123.js");
    expect(asset.headers.get("x-content-type-options")).toBe("nosniff");
    expect(asset.headers.get("strict-transport-security")).toMatch(/max-age/);
    expect(asset.headers.get("content-security-policy")).toBeNull();
    expect(asset.headers.get("x-frame-options")).toBeNull();
    expect(asset.headers.get("referrer-policy")).toBeNull();
  });
});
