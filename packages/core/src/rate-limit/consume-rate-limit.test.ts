import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@faircarat/db";
import { createTestDb, testDatabaseKinds } from "@faircarat/db/testing";
import { consumeRateLimit, pruneRateLimitBuckets } from "./consume-rate-limit";
import { enforceRateLimits, RateLimitedError } from "./enforce-rate-limits";

describe.each(testDatabaseKinds())("database rate limits on %s", (kind) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb(kind);
  });
  afterAll(() => handle.close());

  const rule = (key: string) => ({ key, limit: 2, windowMs: 60_000 });
  const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, seconds));

  it("allows the limit within a window, refuses the next, and opens a new window after it", async () => {
    expect((await consumeRateLimit(handle.db, rule("a"), at(0))).allowed).toBe(true);
    expect((await consumeRateLimit(handle.db, rule("a"), at(10))).allowed).toBe(true);
    const refused = await consumeRateLimit(handle.db, rule("a"), at(20));
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 40, count: 3 });
    expect((await consumeRateLimit(handle.db, rule("a"), at(61))).allowed).toBe(true);
  });

  it("counts keys apart", async () => {
    await consumeRateLimit(handle.db, rule("b"), at(0));
    await consumeRateLimit(handle.db, rule("b"), at(1));
    expect((await consumeRateLimit(handle.db, rule("c"), at(2))).allowed).toBe(true);
  });

  it("counts concurrent attempts exactly", async () => {
    const many = await Promise.all(
      Array.from({ length: 6 }, () =>
        consumeRateLimit(handle.db, { key: "d", limit: 3, windowMs: 60_000 }),
      ),
    );
    expect(many.filter((o) => o.allowed)).toHaveLength(3);
  });

  it("throws RateLimitedError when any rule is exceeded", async () => {
    const rules = [{ key: "e", limit: 1, windowMs: 60_000 }];
    await enforceRateLimits(handle.db, rules);
    await expect(enforceRateLimits(handle.db, rules)).rejects.toBeInstanceOf(RateLimitedError);
  });

  it("prunes windows older than a day, and keeps a day's window counting after an hour", async () => {
    const day = { key: "daily", limit: 1, windowMs: 24 * 3600_000 };
    await consumeRateLimit(handle.db, rule("old"), at(0));
    await consumeRateLimit(handle.db, day, at(0));
    await pruneRateLimitBuckets(handle.db, new Date(at(0).getTime() + 2 * 3600_000));
    expect(
      (await consumeRateLimit(handle.db, day, new Date(at(0).getTime() + 2 * 3600_000))).allowed,
    ).toBe(false);
    await pruneRateLimitBuckets(handle.db, new Date(at(0).getTime() + 25 * 3600_000));
    const fresh = await consumeRateLimit(
      handle.db,
      { key: "old", limit: 1, windowMs: 60_000 },
      new Date(at(0).getTime() + 25 * 3600_000),
    );
    expect(fresh.allowed).toBe(true);
  });
});
