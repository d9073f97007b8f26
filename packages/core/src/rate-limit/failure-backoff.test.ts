import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@faircarat/db";
import { createTestDb } from "@faircarat/db/testing";
import { backoffSeconds, beginAttempt, clearFailures } from "./failure-backoff";

describe("failure backoff", () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb("pglite");
  });
  afterAll(() => handle.close());

  const rule = (key: string) => ({ key, freeFailures: 3, baseSeconds: 2, maxSeconds: 60 });
  const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, 0) + seconds * 1000);

  it("doubles the wait with each failure, up to the cap", () => {
    const waits = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => backoffSeconds(n, rule("x")));
    expect(waits).toEqual([0, 0, 0, 2, 4, 8, 16, 32, 60, 60]);
  });

  it("allows the free failures, then refuses until the wait since the last failure is over, a longer wait each time", async () => {
    for (const second of [0, 1, 2])
      expect((await beginAttempt(handle.db, rule("a"), at(second))).allowed).toBe(true);
    expect(await beginAttempt(handle.db, rule("a"), at(3))).toMatchObject({
      allowed: false,
      retryAfterSeconds: 1,
    });
    expect((await beginAttempt(handle.db, rule("a"), at(4))).allowed).toBe(true); // 2 s after the last failure
    expect(await beginAttempt(handle.db, rule("a"), at(5))).toMatchObject({
      allowed: false,
      retryAfterSeconds: 3,
    });
    expect((await beginAttempt(handle.db, rule("a"), at(8))).allowed).toBe(true); // 4 s after
    expect(await beginAttempt(handle.db, rule("a"), at(9))).toMatchObject({
      allowed: false,
      retryAfterSeconds: 7,
    });
  });

  it("a refused attempt does not lengthen the wait", async () => {
    for (const second of [0, 1, 2]) await beginAttempt(handle.db, rule("b"), at(second));
    for (const second of [2.5, 3, 3.5])
      expect((await beginAttempt(handle.db, rule("b"), at(second))).allowed).toBe(false);
    expect((await beginAttempt(handle.db, rule("b"), at(4))).allowed).toBe(true);
  });

  it("counts parallel attempts, so they cannot all slip in before the first failure is known", async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, () => beginAttempt(handle.db, rule("c"), at(0))),
    );
    expect(outcomes.filter((o) => o.allowed)).toHaveLength(3);
  });

  it("starts over after a success", async () => {
    for (const second of [0, 1, 2]) await beginAttempt(handle.db, rule("d"), at(second));
    await clearFailures(handle.db, "d");
    expect((await beginAttempt(handle.db, rule("d"), at(3))).allowed).toBe(true);
  });

  it("keeps keys apart", async () => {
    for (const second of [0, 1, 2, 3]) await beginAttempt(handle.db, rule("e"), at(second));
    expect((await beginAttempt(handle.db, rule("f"), at(3))).allowed).toBe(true);
  });
});
