import { consumeRateLimit } from "../rate-limit/consume-rate-limit";
import { leaseBlockOf } from "./call-leases";
import { apiNow, type ApiContext } from "./api-context";
import type { ApiCaller } from "./api-caller";
import { leasedCall, leasedToken, leasesOf } from "./leased-calls";
import { reserveCalls, settle } from "./reserve-api-calls";

export { flushApiCallLeases } from "./leased-calls";
export { QuotaExceededError, RESERVATION_TTL_MS } from "./reserve-api-calls";

const MINUTE = 60_000;

export interface ApiRateState {
  allowed: boolean;
  limit: number;
  remaining: number;
  resetSeconds: number;
}

/**
 * Counts one request against the key's per-minute window (shared by every server process). A key
 * allowed more than 60 a minute takes its window's tokens in blocks (call-leases): this process
 * hands them out until the block or the window ends, so `remaining` counts what the processes hold
 * too.
 */
export async function consumeApiRate(ctx: ApiContext, caller: ApiCaller): Promise<ApiRateState> {
  const limit = caller.plan.perMinute;
  const rule = { key: `api:key:${caller.keyId}`, limit, windowMs: MINUTE };
  const now = apiNow(ctx);
  if (leaseBlockOf(limit) > 1) return leasedToken(ctx, caller.keyId, rule, now);
  const outcome = await consumeRateLimit(ctx.db, rule, now);
  return {
    allowed: outcome.allowed,
    limit,
    remaining: Math.max(0, limit - outcome.count),
    resetSeconds: outcome.retryAfterSeconds,
  };
}

export interface Metering<T> {
  /** Calls a result is billed (a batch: its priced lines); all the reserved units when absent. */
  billed?: (result: T) => number;
  /**
   * Calls failed work is still billed (work done on the caller's behalf before it failed); none
   * when absent.
   */
  billedOnFailure?: (error: unknown) => number;
  /**
   * What the units are, for a refusal while calls are left, e.g. "This batch has 20 stone lines
   * (one API call each)".
   */
  asked?: string;
}

/**
 * Reserves `units` of the monthly quota (or refuses), then does the work outside any transaction,
 * then bills what it did. The quota holds however many calls run at once, since reservations count
 * under the account's lock; a call whose process dies mid-work bills nothing (decision 035), so a
 * client's retry after a crash is not charged twice. A single call of a high-volume key is taken
 * from this process's block of its quota and billed at the next flush (decision 052).
 */
export async function withApiCalls<T>(
  ctx: ApiContext,
  caller: ApiCaller,
  units: number,
  work: () => Promise<T>,
  metering: Metering<T> = {},
): Promise<T> {
  const now = apiNow(ctx);
  const leased = units === 1 ? await leasedCall(ctx, caller, now) : null;
  const billedOnFailure = (error: unknown) => metering.billedOnFailure?.(error) ?? 0;
  const billed = (result: T) => (metering.billed ? metering.billed(result) : units);
  if (leased) {
    const leases = leasesOf(ctx);
    const owed = (calls: number) => Math.min(1, Math.max(0, calls));
    try {
      const result = await work();
      leases.callEnded(leased, owed(billed(result)));
      return result;
    } catch (error) {
      leases.callEnded(leased, owed(billedOnFailure(error)));
      throw error;
    }
  }
  const reservation = await reserveCalls(ctx, caller, units, now, metering.asked);
  let result: T;
  try {
    result = await work();
  } catch (error) {
    await settle(ctx, caller, reservation, now, units, billedOnFailure(error));
    throw error;
  }
  await settle(ctx, caller, reservation, now, units, billed(result));
  return result;
}
