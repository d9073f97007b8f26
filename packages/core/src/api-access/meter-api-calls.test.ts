import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { apiPlans } from "@faircarat/contracts";
import { tables } from "@faircarat/db";
import { createTestDb, testDatabaseKinds } from "@faircarat/db/testing";
import { withOutage } from "@faircarat/db/testing-outage";
import type { ApiContext } from "./api-context";
import type { ApiCaller } from "./api-caller";
import { CallLeases } from "./call-leases";
import {
  consumeApiRate,
  flushApiCallLeases,
  QuotaExceededError,
  withApiCalls,
} from "./meter-api-calls";

const MINUTE = 60_000;
const never = () => new Promise<never>(() => undefined);

describe.each(testDatabaseKinds())("metering API calls on %s", (kind) => {
  let handle: Awaited<ReturnType<typeof createTestDb>>;
  let clock = new Date("2026-11-10T12:00:00Z");
  let ctx: ApiContext;
  let accounts = 0;
  beforeAll(async () => {
    handle = await createTestDb(kind);
    ctx = { db: handle.db, now: () => clock } as ApiContext;
  });
  afterAll(() => handle.close());

  async function callerWith(calls: number): Promise<ApiCaller> {
    const userId = `metering-${++accounts}`;
    await handle.db
      .insert(tables.users)
      .values({ id: userId, name: "M", email: `${userId}@example.com` });
    const keyId = `${userId}-key`;
    await handle.db
      .insert(tables.apiKeys)
      .values({ id: keyId, userId, name: "k", prefix: "fc_live_x", secretHash: keyId });
    if (calls > 0)
      await handle.db.insert(tables.apiUsage).values({ keyId, month: "2026-11", calls });
    return {
      keyId,
      account: { id: userId, email: `${userId}@example.com` },
      plan: { kind: "unlimited", ...apiPlans.unlimited },
    };
  }

  const billed = async (caller: ApiCaller) => {
    const [row] = await handle.db
      .select({ calls: tables.apiUsage.calls })
      .from(tables.apiUsage)
      .where(and(eq(tables.apiUsage.keyId, caller.keyId), eq(tables.apiUsage.month, "2026-11")));
    return row?.calls ?? 0;
  };

  it("bills nothing for a call whose process died mid-work, holds its quota meanwhile, and frees it later (found in an attack review: kill -9 mid-batch billed all 1,000 lines with no answer, and the retry billed them again; test failed before)", async () => {
    const caller = await callerWith(9_000);
    // The process is killed while the work runs: the work never ends and nothing after it runs.
    void withApiCalls(ctx, caller, 1_000, never).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await billed(caller)).toBe(9_000);
    // While it might still be running, its lines stay reserved: the quota holds.
    await expect(withApiCalls(ctx, caller, 1, async () => "more")).rejects.toBeInstanceOf(
      QuotaExceededError,
    );
    // Long after any work could still run, the reservation no longer counts.
    clock = new Date(clock.getTime() + 30 * MINUTE);
    expect(await withApiCalls(ctx, caller, 1_000, async () => "retried")).toBe("retried");
    expect(await billed(caller)).toBe(10_000);
  });

  it("never lets more than the quota through when 50 batches race for it, reserving in one statement each (decision 041)", async () => {
    const caller = await callerWith(0);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 50 }, () => withApiCalls(ctx, caller, 250, async () => "priced")),
    );
    const passed = outcomes.filter((o) => o.status === "fulfilled").length;
    // Refused by the quota, or (PostgreSQL, a pool of 10 for 50 callers) not admitted in time:
    // never billed either way.
    expect(passed).toBeLessThanOrEqual(40);
    expect(await billed(caller)).toBe(passed * 250);
    let more = 0;
    const another = async () => {
      try {
        return await withApiCalls(ctx, caller, 250, async () => true);
      } catch (error) {
        if (error instanceof QuotaExceededError) return false;
        throw error;
      }
    };
    while (await another()) more++;
    expect(passed + more).toBe(40);
    expect(await billed(caller)).toBe(10_000);
  });

  it("bills what the work says once it ends, and nothing of a failure", async () => {
    const caller = await callerWith(0);
    expect(await withApiCalls(ctx, caller, 10, async () => 7, { billed: (done) => done })).toBe(7);
    await expect(
      withApiCalls(ctx, caller, 5, async () => {
        throw new Error("failed");
      }),
    ).rejects.toThrow("failed");
    expect(await billed(caller)).toBe(7);
  });

  describe("a high-volume key, whose calls each process hands out from blocks (decision 052)", () => {
    const highVolume = (caller: ApiCaller, monthlyCalls: number, perMinute = 6_000): ApiCaller => ({
      ...caller,
      plan: { kind: "enterprise", label: "Enterprise", monthlyCalls, perMinute },
    });
    /** A server process of its own: its own blocks, the same database. */
    const processOf = (): ApiContext => ({ ...ctx, callLeases: new CallLeases() });
    const reservedCalls = async (caller: ApiCaller) => {
      const rows = await handle.db
        .select({ calls: tables.apiCallReservations.calls })
        .from(tables.apiCallReservations)
        .where(eq(tables.apiCallReservations.keyId, caller.keyId));
      return rows.reduce((sum, row) => sum + row.calls, 0);
    };
    const outcomesOf = (settled: PromiseSettledResult<unknown>[]) => {
      const refused = settled.filter((o) => o.status === "rejected");
      for (const o of refused) expect(o.reason).toBeInstanceOf(QuotaExceededError);
      return { passed: settled.length - refused.length, refused: refused.length };
    };

    it("bills every call once flushed, reserving a block at a time instead of a row per call", async () => {
      const caller = highVolume(await callerWith(0), 10_000);
      const one = processOf();
      for (let call = 0; call < 120; call++)
        await withApiCalls(one, caller, 1, async () => "priced");
      // Three blocks of 50 were taken; what is not billed yet stays reserved, so the quota counts
      // it.
      expect(await billed(caller)).toBe(0);
      expect(await reservedCalls(caller)).toBe(150);
      await flushApiCallLeases(one);
      expect(await billed(caller)).toBe(120);
      expect(await reservedCalls(caller)).toBe(30);
    });

    it("bills done calls once when flushes overlap (the timer's, a usage read's, the shutdown's)", async () => {
      const caller = highVolume(await callerWith(0), 10_000);
      const one = processOf();
      for (let call = 0; call < 30; call++)
        await withApiCalls(one, caller, 1, async () => "priced");
      await Promise.all([
        flushApiCallLeases(one),
        flushApiCallLeases(one),
        flushApiCallLeases(one),
      ]);
      expect(await billed(caller)).toBe(30);
    });

    it("bills calls whose flush met a database restart at the next flush, once", async () => {
      const caller = highVolume(await callerWith(0), 10_000);
      const outage = withOutage(handle.db);
      const one: ApiContext = { ...processOf(), db: outage.db };
      for (let call = 0; call < 20; call++)
        await withApiCalls(one, caller, 1, async () => "priced");
      outage.down();
      await expect(flushApiCallLeases(one)).rejects.toMatchObject({ code: "57P01" });
      outage.up();
      await flushApiCallLeases(one);
      await flushApiCallLeases(one);
      expect(await billed(caller)).toBe(20);
    });

    it("never lets two processes pass the monthly quota together, and refuses none while it has room", async () => {
      const caller = highVolume(await callerWith(0), 130);
      const [a, b] = [processOf(), processOf()];
      const settled = await Promise.allSettled(
        Array.from({ length: 200 }, (_, i) =>
          withApiCalls(i % 2 ? a : b, caller, 1, async () => "priced"),
        ),
      );
      // Two blocks of 50, then the last 30 one call at a time (a block no longer fits).
      expect(outcomesOf(settled)).toEqual({ passed: 130, refused: 70 });
      await Promise.all([flushApiCallLeases(a), flushApiCallLeases(b)]);
      expect(await billed(caller)).toBe(130);
      await expect(withApiCalls(a, caller, 1, async () => "more")).rejects.toBeInstanceOf(
        QuotaExceededError,
      );
    });

    it("bills a failed call only when the work says so, and hands an unbilled call out again", async () => {
      const caller = highVolume(await callerWith(0), 10_000);
      const one = processOf();
      await expect(
        withApiCalls(one, caller, 1, async () => Promise.reject(new Error("unpriceable"))),
      ).rejects.toThrow("unpriceable");
      await expect(
        withApiCalls(one, caller, 1, async () => Promise.reject(new Error("page read")), {
          billedOnFailure: () => 1,
        }),
      ).rejects.toThrow("page read");
      expect(await withApiCalls(one, caller, 1, async () => "priced")).toBe("priced");
      await flushApiCallLeases(one);
      expect(await billed(caller)).toBe(2);
      expect(await reservedCalls(caller)).toBe(48);
    });

    it("after a process dies holding a block, bills none of its unflushed calls and frees the block within a minute", async () => {
      const caller = highVolume(await callerWith(9_900), 10_000);
      const dying = processOf();
      for (let call = 0; call < 10; call++)
        await withApiCalls(dying, caller, 1, async () => "priced");
      // `dying` is killed now, never flushed: its block of 50 still counts, so the other process
      // has 50 calls, one by one.
      const other = processOf();
      for (let call = 0; call < 50; call++)
        await withApiCalls(other, caller, 1, async () => "priced");
      await expect(withApiCalls(other, caller, 1, async () => "refused")).rejects.toBeInstanceOf(
        QuotaExceededError,
      );
      clock = new Date(clock.getTime() + 2 * MINUTE);
      for (let call = 0; call < 50; call++)
        await withApiCalls(other, caller, 1, async () => "priced");
      await flushApiCallLeases(other);
      // The dead process's 10 calls were never billed: the customer's gain, never a double charge.
      expect(await billed(caller)).toBe(10_000);
    });

    it("lets two processes through at most the per-minute limit together, and the next minute again", async () => {
      const caller = highVolume(await callerWith(0), 10_000, 600);
      const [a, b] = [processOf(), processOf()];
      const allowed = async () => {
        const states = await Promise.all(
          Array.from({ length: 700 }, (_, i) => consumeApiRate(i % 2 ? a : b, caller)),
        );
        return states.filter((state) => state.allowed).length;
      };
      const first = await allowed();
      expect(first).toBeLessThanOrEqual(600);
      // At most a block of 10 per process taken and left unused when the window filled.
      expect(first).toBeGreaterThanOrEqual(580);
      clock = new Date(clock.getTime() + MINUTE);
      expect(await allowed()).toBeGreaterThanOrEqual(580);
    });
  });
});
