import { describe, expect, it } from "vitest";
import { apiPlans } from "@faircarat/contracts";
import type { ApiCaller } from "./api-caller";
import { VERIFIED_KEY_TTL_MS, VerifiedKeyCache } from "./verified-key-cache";

const callerOf = (keyId: string): ApiCaller => ({
  keyId,
  account: { id: `${keyId}-owner`, email: `${keyId}@example.com` },
  plan: { kind: "unlimited", ...apiPlans.unlimited },
});

describe("the verified API key cache", () => {
  it("answers a verified key until its few seconds are over (or the clock moved back), so another process's revoke or a lapsed plan is seen by then", () => {
    const now = 1_000_000;
    const cache = new VerifiedKeyCache();
    cache.set("hash-a", callerOf("a"), now);
    expect(cache.get("hash-a", now)?.keyId).toBe("a");
    expect(cache.get("hash-a", now + VERIFIED_KEY_TTL_MS - 1)?.keyId).toBe("a");
    expect(cache.get("hash-a", now + VERIFIED_KEY_TTL_MS)).toBeUndefined();
    expect(cache.get("hash-unknown", now)).toBeUndefined();
  });

  it("forgets every entry of a key revoked here at once, and only that key's", () => {
    const cache = new VerifiedKeyCache();
    cache.set("hash-a", callerOf("a"), 0);
    cache.set("hash-b", callerOf("b"), 0);
    cache.forgetKey("a");
    expect(cache.get("hash-a", 0)).toBeUndefined();
    expect(cache.get("hash-b", 0)?.keyId).toBe("b");
  });

  it("stays bounded however many keys are presented", () => {
    const cache = new VerifiedKeyCache();
    for (let i = 0; i < 25_000; i++) cache.set(`hash-${i}`, callerOf(String(i)), 0);
    expect(cache.get("hash-0", 0)).toBeUndefined();
    expect(cache.get("hash-24999", 0)?.keyId).toBe("24999");
  });
});
