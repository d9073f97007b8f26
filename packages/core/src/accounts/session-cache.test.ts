import { describe, expect, it } from "vitest";
import type { SessionResponse } from "@faircarat/contracts";
import { SessionCache } from "./session-cache";

const session = (expiresAt: string): SessionResponse => ({
  user: { id: "u1", email: "a@example.com", fullName: "A", emailVerified: true },
  session: { id: "s1", expiresAt },
});

describe("session cache", () => {
  const far = "2099-01-01T00:00:00.000Z";

  it("answers for five seconds, then asks again", () => {
    let now = 1_000_000;
    const cache = new SessionCache(() => now);
    cache.set("faircarat.session_token=abc", session(far));
    expect(cache.get("faircarat.session_token=abc")?.session?.id).toBe("s1");
    expect(cache.get("faircarat.session_token=other")).toBeUndefined();
    now += 5_001;
    expect(cache.get("faircarat.session_token=abc")).toBeUndefined();
  });

  it("never keeps a session past its expiry, nor a signed-out answer or a request without cookies", () => {
    let now = Date.parse("2026-01-01T00:00:00.000Z");
    const cache = new SessionCache(() => now);
    cache.set("c=1", session("2026-01-01T00:00:01.000Z"));
    now += 1_500;
    expect(cache.get("c=1")).toBeUndefined();
    cache.set("c=2", { user: null, session: null });
    expect(cache.get("c=2")).toBeUndefined();
    cache.set(null, session(far));
    expect(cache.get(null)).toBeUndefined();
  });

  it("forgets a session at sign-out", () => {
    const cache = new SessionCache();
    cache.set("c=1", session(far));
    cache.forget("c=1");
    expect(cache.get("c=1")).toBeUndefined();
  });
});
