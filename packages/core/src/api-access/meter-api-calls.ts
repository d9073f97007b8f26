import { randomUUID } from "node:crypto";
import { and, eq, gt, inArray, sql, sum } from "drizzle-orm";
import { tables } from "@faircarat/db";
import type { Transaction } from "../billing/transaction";
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

/**
 * How long a reservation counts while its request runs: far beyond any call's work (a 1,000-line
 * batch takes seconds; a listing page 5 s at most), so only a process that died leaves one this old.
 */
export const RESERVATION_TTL_MS = 15 * 60_000;

const reservations = tables.apiCallReservations;

/** Calls the account has used this month over all its keys, billed or held by running requests (one statement). */
async function accountCallsThisMonth(tx: Transaction, accountId: string, month: string, now: Date): Promise<number> {
  const usage = tables.apiUsage;
  const accountKeys = tx.select({ id: tables.apiKeys.id }).from(tables.apiKeys).where(eq(tables.apiKeys.userId, accountId));
  const billed = tx
    .select({ calls: sum(usage.calls) })
    .from(usage)
    .where(and(inArray(usage.keyId, accountKeys), eq(usage.month, month)));
  const held = tx
    .select({ calls: sum(reservations.calls) })
    .from(reservations)
    .where(and(inArray(reservations.keyId, accountKeys), eq(reservations.month, month), gt(reservations.expiresAt, now)));
  const [row] = await tx
    .select({ used: sql<number>`coalesce((${billed}), 0) + coalesce((${held}), 0)`.mapWith(Number) })
    .from(tables.users)
    .where(eq(tables.users.id, accountId));
  return row?.used ?? 0;
}

/**
 * Holds `units` of the account's monthly quota for the key, or refuses. One decision at a time per
 * account, across processes: concurrent calls each see the others' reservations, never a stale total.
 * Nothing is billed yet: a process killed before `settle` leaves only a reservation that expires.
 */
async function reserveCalls(ctx: ApiContext, caller: ApiCaller, units: number, now: Date, asked: string | undefined): Promise<string> {
  const month = usageMonth(now);
  const id = randomUUID();
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`api-quota:${caller.account.id}`}))`);
    const used = await accountCallsThisMonth(tx, caller.account.id, month, now);
    const { monthlyCalls } = caller.plan;
    if (used + units > monthlyCalls) throw new QuotaExceededError(secondsToNextMonth(now), quotaRefusal(monthlyCalls, used, units, asked));
    await tx.insert(reservations).values({ id, keyId: caller.keyId, month, calls: units, expiresAt: new Date(now.getTime() + RESERVATION_TTL_MS) });
    await tx.update(tables.apiKeys).set({ lastUsedAt: now }).where(eq(tables.apiKeys.id, caller.keyId));
  });
  return id;
}

/**
 * Bills what the call did (taken within 0..units) and lets its reservation go, in one statement;
 * the key's reservations left by processes that died (expired, no longer counted) go with it.
 */
async function settle(ctx: ApiContext, caller: ApiCaller, reservationId: string, now: Date, units: number, billed: number) {
  const calls = Math.min(units, Math.max(0, billed));
  const released = sql`delete from ${reservations} where id = ${reservationId} or (key_id = ${caller.keyId} and expires_at <= ${now.toISOString()}::timestamptz)`;
  if (calls === 0) {
    await ctx.db.execute(released);
    return;
  }
  await ctx.db.execute(sql`
    with released as (${released})
    insert into ${tables.apiUsage} (key_id, month, calls) values (${caller.keyId}, ${usageMonth(now)}, ${calls})
    on conflict (key_id, month) do update set calls = ${tables.apiUsage}.calls + excluded.calls`);
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
 * then bills what it did. The quota holds however many calls run at once, since reservations count
 * under the account's lock; a call whose process dies mid-work bills nothing (decision 035), so a
 * client's retry after a crash is not charged twice.
 */
export async function withApiCalls<T>(ctx: ApiContext, caller: ApiCaller, units: number, work: () => Promise<T>, metering: Metering<T> = {}): Promise<T> {
  const now = apiNow(ctx);
  const reservation = await reserveCalls(ctx, caller, units, now, metering.asked);
  let result: T;
  try {
    result = await work();
  } catch (error) {
    await settle(ctx, caller, reservation, now, units, metering.billedOnFailure?.() ?? 0);
    throw error;
  }
  await settle(ctx, caller, reservation, now, units, metering.billed ? metering.billed(result) : units);
  return result;
}
