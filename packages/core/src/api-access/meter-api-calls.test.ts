import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { apiPlans } from "@faircarat/contracts";
import { tables } from "@faircarat/db";
import { createTestDb, testDatabaseKinds } from "@faircarat/db/testing";
import type { ApiContext } from "./api-context";
import type { ApiCaller } from "./api-caller";
import { QuotaExceededError, withApiCalls } from "./meter-api-calls";

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
    await handle.db.insert(tables.users).values({ id: userId, name: "M", email: `${userId}@example.com` });
    const keyId = `${userId}-key`;
    await handle.db.insert(tables.apiKeys).values({ id: keyId, userId, name: "k", prefix: "fc_live_x", secretHash: keyId });
    if (calls > 0) await handle.db.insert(tables.apiUsage).values({ keyId, month: "2026-11", calls });
    return { keyId, account: { id: userId, email: `${userId}@example.com` }, plan: { kind: "unlimited", ...apiPlans.unlimited } };
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
    await expect(withApiCalls(ctx, caller, 1, async () => "more")).rejects.toBeInstanceOf(QuotaExceededError);
    // Long after any work could still run, the reservation no longer counts.
    clock = new Date(clock.getTime() + 30 * MINUTE);
    expect(await withApiCalls(ctx, caller, 1_000, async () => "retried")).toBe("retried");
    expect(await billed(caller)).toBe(10_000);
  });

  it("never lets more than the quota through when 50 batches race for it, reserving in one statement each (decision 041)", async () => {
    const caller = await callerWith(0);
    const outcomes = await Promise.allSettled(Array.from({ length: 50 }, () => withApiCalls(ctx, caller, 250, async () => "priced")));
    const passed = outcomes.filter((o) => o.status === "fulfilled").length;
    // Refused by the quota, or (PostgreSQL, a pool of 10 for 50 callers) not admitted in time: never billed either way.
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
});
