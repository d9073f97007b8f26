import { and, eq, sql, sum } from "drizzle-orm";
import { tables, type Database } from "@faircarat/db";
import type { Transaction } from "../billing/events/apply-billing-event";
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

/** The monthly quota cannot take the call; it renews when the next UTC month starts. */
export class QuotaExceededError extends DomainError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string,
  ) {
    super("quota_exceeded", message);
  }
}

/** Says what does not fit: a spent quota, or a call asking more than the calls left (a batch of many lines). */
function quotaRefusal(monthlyCalls: number, used: number, units: number, asked: string | undefined): string {
  const left = Math.max(0, monthlyCalls - used);
  const quota = monthlyCalls.toLocaleString("en-US");
  if (left === 0) return `This account has used its ${quota} API calls for this month.`;
  const request = asked ?? `This request needs ${units.toLocaleString("en-US")} API calls`;
  return `${request}, but the account has only ${left.toLocaleString("en-US")} of its ${quota} API calls left this month.`;
}

/** Counts one request against the key's per-minute window (shared by every server process). */
export async function consumeApiRate(ctx: ApiContext, caller: ApiCaller): Promise<ApiRateState> {
  const limit = caller.plan.perMinute;
  const outcome = await consumeRateLimit(ctx.db, { key: `api:key:${caller.keyId}`, limit, windowMs: MINUTE }, apiNow(ctx));
  return { allowed: outcome.allowed, limit, remaining: Math.max(0, limit - outcome.count), resetSeconds: outcome.retryAfterSeconds };
}

/** Calls the account has made this month over all its keys: the plan's quota is the account's, not each key's. */
async function accountCallsThisMonth(tx: Transaction, accountId: string, month: string): Promise<number> {
  const [row] = await tx
    .select({ calls: sum(tables.apiUsage.calls).mapWith(Number) })
    .from(tables.apiUsage)
    .innerJoin(tables.apiKeys, eq(tables.apiKeys.id, tables.apiUsage.keyId))
    .where(and(eq(tables.apiKeys.userId, accountId), eq(tables.apiUsage.month, month)));
  return row?.calls ?? 0;
}

/** Adds `calls` (negative: a refund) to the key's count for the month. */
async function addCalls(db: Database | Transaction, keyId: string, month: string, calls: number) {
  await db
    .insert(tables.apiUsage)
    .values({ keyId, month, calls })
    .onConflictDoUpdate({ target: [tables.apiUsage.keyId, tables.apiUsage.month], set: { calls: sql`${tables.apiUsage.calls} + ${calls}` } });
}

/**
 * Takes `units` of the account's monthly quota for the key, or refuses. One decision at a time per
 * account, across processes: concurrent calls each see the others' reservations, never a stale total.
 */
async function reserveCalls(ctx: ApiContext, caller: ApiCaller, units: number, now: Date, asked: string | undefined): Promise<void> {
  const month = usageMonth(now);
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`api-quota:${caller.account.id}`}))`);
    const used = await accountCallsThisMonth(tx, caller.account.id, month);
    const { monthlyCalls } = caller.plan;
    if (used + units > monthlyCalls) throw new QuotaExceededError(secondsToNextMonth(now), quotaRefusal(monthlyCalls, used, units, asked));
    await addCalls(tx, caller.keyId, month, units);
    await tx.update(tables.apiKeys).set({ lastUsedAt: now }).where(eq(tables.apiKeys.id, caller.keyId));
  });
}

/** Gives back the reserved units a call was not billed (billed is taken within 0..units). */
async function refundUnbilled(ctx: ApiContext, caller: ApiCaller, now: Date, units: number, billed: number) {
  const refund = units - Math.min(units, Math.max(0, billed));
  if (refund > 0) await addCalls(ctx.db, caller.keyId, usageMonth(now), -refund);
}

export interface Metering<T> {
  /** Calls a result is billed (a batch: its priced lines); all the reserved units when absent. */
  billed?: (result: T) => number;
  /** Calls failed work is still billed (work done on the caller's behalf before it failed); none when absent. */
  billedOnFailure?: () => number;
  /** What the units are, for a refusal while calls are left, e.g. "This batch has 20 stone lines (one API call each)". */
  asked?: string;
}

/**
 * Reserves `units` of the monthly quota (or refuses), then does the work outside any transaction,
 * then gives back what it did not bill. Usage only goes up under the account's lock, so the quota
 * holds however many calls run at once; a call cut off mid-work keeps its reservation billed.
 */
export async function withApiCalls<T>(ctx: ApiContext, caller: ApiCaller, units: number, work: () => Promise<T>, metering: Metering<T> = {}): Promise<T> {
  const now = apiNow(ctx);
  await reserveCalls(ctx, caller, units, now, metering.asked);
  let result: T;
  try {
    result = await work();
  } catch (error) {
    await refundUnbilled(ctx, caller, now, units, metering.billedOnFailure?.() ?? 0);
    throw error;
  }
  await refundUnbilled(ctx, caller, now, units, metering.billed ? metering.billed(result) : units);
  return result;
}
