import { and, eq, sql, sum } from "drizzle-orm";
import { tables } from "@faircarat/db";
import { DomainError } from "../errors";
import { consumeRateLimit } from "../rate-limit/consume-rate-limit";
import { apiNow, secondsToNextMonth, usageMonth, type ApiContext } from "./api-context";
import type { ApiCaller } from "./authenticate-api-key";

const MINUTE = 60_000;

export interface ApiRateState {
  allowed: boolean;
  limit: number;
  remaining: number;
  resetSeconds: number;
}

/** The monthly quota is spent; it renews when the next UTC month starts. */
export class QuotaExceededError extends DomainError {
  constructor(
    readonly retryAfterSeconds: number,
    monthlyCalls: number,
  ) {
    super("quota_exceeded", `This account has used its ${monthlyCalls.toLocaleString("en-US")} API calls for this month.`);
  }
}

/** Counts one request against the key's per-minute window (shared by every server process). */
export async function consumeApiRate(ctx: ApiContext, caller: ApiCaller): Promise<ApiRateState> {
  const limit = caller.plan.perMinute;
  const outcome = await consumeRateLimit(ctx.db, { key: `api:key:${caller.keyId}`, limit, windowMs: MINUTE }, apiNow(ctx));
  return { allowed: outcome.allowed, limit, remaining: Math.max(0, limit - outcome.count), resetSeconds: outcome.retryAfterSeconds };
}

/** Calls the account has made this month over all its keys: the plan's quota is the account's, not each key's. */
async function accountCallsThisMonth(ctx: ApiContext, accountId: string, month: string): Promise<number> {
  const [row] = await ctx.db
    .select({ calls: sum(tables.apiUsage.calls).mapWith(Number) })
    .from(tables.apiUsage)
    .innerJoin(tables.apiKeys, eq(tables.apiKeys.id, tables.apiUsage.keyId))
    .where(and(eq(tables.apiKeys.userId, accountId), eq(tables.apiUsage.month, month)));
  return row?.calls ?? 0;
}

/**
 * Refuses work the monthly quota cannot cover (`units` at most), else does it and then counts the
 * billable calls it made on the key (a batch: its priced lines); failed work is not counted. Concurrent calls
 * near the end of a quota may overshoot it by what is in flight.
 */
export async function withApiCalls<T>(ctx: ApiContext, caller: ApiCaller, units: number, work: () => Promise<T>, billed: (result: T) => number = () => units): Promise<T> {
  const now = apiNow(ctx);
  const month = usageMonth(now);
  const used = await accountCallsThisMonth(ctx, caller.account.id, month);
  if (used + units > caller.plan.monthlyCalls) throw new QuotaExceededError(secondsToNextMonth(now), caller.plan.monthlyCalls);
  const result = await work();
  const calls = billed(result);
  await ctx.db
    .insert(tables.apiUsage)
    .values({ keyId: caller.keyId, month, calls })
    .onConflictDoUpdate({ target: [tables.apiUsage.keyId, tables.apiUsage.month], set: { calls: sql`${tables.apiUsage.calls} + ${calls}` } });
  await ctx.db.update(tables.apiKeys).set({ lastUsedAt: now }).where(eq(tables.apiKeys.id, caller.keyId));
  return result;
}
