import { sql } from "drizzle-orm";
import type { Database } from "@faircarat/db";
import { countRateLimitAttempts, type RateLimitRule } from "../rate-limit/consume-rate-limit";
import {
  callLeasesOf,
  LEASE_FLUSH_MS,
  LEASE_TTL_MS,
  leaseBlockOf,
  type CallLeases,
  type LeaseFlush,
  type QuotaLease,
} from "./call-leases";
import { apiNow, usageMonth, type ApiContext } from "./api-context";
import type { ApiCaller } from "./api-caller";
import { billedAlong, QuotaExceededError, reservations, reserveCalls } from "./reserve-api-calls";

/**
 * A call's token of the key's per-minute window from this process's block, fetching a block when
 * none is held; refused once the window has no room. `remaining` counts what processes hold unused
 * too.
 */
export async function leasedToken(ctx: ApiContext, keyId: string, rule: RateLimitRule, now: Date) {
  const { limit, windowMs } = rule;
  const block = leaseBlockOf(limit);
  const leases = leasesOf(ctx);
  const resetSeconds = (closesAt: number) =>
    Math.max(1, Math.ceil((closesAt - now.getTime()) / 1000));
  // Concurrent calls share one fetch; one that finds the fetched block already handed out fetches
  // again, until the window has no room (a block at a time: at most limit / block + 1 fetches).
  for (;;) {
    const held = leases.takeToken(keyId, now.getTime());
    if (held)
      return {
        allowed: true,
        limit,
        remaining: Math.max(0, limit - held.count) + held.tokens,
        resetSeconds: resetSeconds(held.closesAt),
      };
    const fetched = await leases.once(`rate:${keyId}`, async () => {
      const bucket = await countRateLimitAttempts(ctx.db, rule, block, now);
      const closesAt = bucket.windowStart.getTime() + windowMs;
      // Of this block, what the window still had room for; the rest counts, unused, until it
      // closes.
      const granted = Math.max(0, Math.min(block, limit - (bucket.count - block)));
      leases.holdTokens(keyId, { tokens: granted, closesAt, count: bucket.count });
      return { granted, closesAt };
    });
    if (fetched.granted === 0 || fetched.closesAt <= now.getTime())
      return { allowed: false, limit, remaining: 0, resetSeconds: resetSeconds(fetched.closesAt) };
  }
}

/**
 * This process's leases, flushed every second while it holds any (the timer never keeps it alive).
 */
export function leasesOf(ctx: ApiContext): CallLeases {
  const leases = ctx.callLeases ?? callLeasesOf(ctx.db);
  if (!flushing.has(leases)) {
    flushing.add(leases);
    setInterval(() => void flushApiCallLeases(ctx).catch(() => undefined), LEASE_FLUSH_MS).unref();
  }
  return leases;
}

const flushing = new WeakSet<CallLeases>();

/**
 * One call of the key's block, taking a new block when none is free; null for a key whose blocks
 * are of one call, or when a whole block no longer fits the quota (its last calls are then metered
 * one by one, so none is refused while the quota has room).
 */
export async function leasedCall(
  ctx: ApiContext,
  caller: ApiCaller,
  now: Date,
): Promise<QuotaLease | null> {
  const block = leaseBlockOf(caller.plan.perMinute);
  if (block === 1) return null;
  const leases = leasesOf(ctx);
  const month = usageMonth(now);
  // As for the window's tokens: a call outrun by the key's others takes another block, until none
  // fits.
  for (;;) {
    const held = leases.takeCall(caller.keyId, month, now.getTime());
    if (held) return held;
    const got = await leases.once(`quota:${caller.keyId}`, async () => {
      const reservationId = await reserveCalls(
        ctx,
        caller,
        block,
        now,
        undefined,
        LEASE_TTL_MS,
      ).catch((error: unknown) => {
        if (error instanceof QuotaExceededError) return null;
        throw error;
      });
      if (reservationId)
        leases.hold(
          { reservationId, keyId: caller.keyId, month, free: block, renewedAt: now.getTime() },
          now.getTime(),
        );
      return reservationId !== null;
    });
    if (!got) return null;
  }
}

/**
 * Bills the calls this process's blocks have done, renews the blocks in use and lets the others go:
 * every second, before usage is read, and when the server stops.
 */
export async function flushApiCallLeases(
  ctx: Pick<ApiContext, "db" | "now" | "callLeases">,
): Promise<void> {
  const leases = ctx.callLeases ?? callLeasesOf(ctx.db);
  // One flush at a time per process: two at once would bill the same done calls twice.
  const previous = flushes.get(leases) ?? Promise.resolve();
  const flush = previous
    .catch(() => undefined)
    .then(async () => {
      const now = apiNow(ctx);
      for (const due of leases.dueFlushes(now.getTime())) {
        await writeFlush(ctx.db, due, now);
        leases.flushed(due, now.getTime());
      }
    });
  flushes.set(leases, flush);
  return flush;
}

const flushes = new WeakMap<CallLeases, Promise<void>>();

async function writeFlush(db: Database, { lease, billed, keep }: LeaseFlush, now: Date) {
  const expiresAt = new Date(now.getTime() + LEASE_TTL_MS).toISOString();
  const kept =
    keep === 0
      ? sql`delete from ${reservations} where id = ${lease.reservationId}`
      : sql`update ${reservations} set calls = ${keep}, expires_at = ${expiresAt}::timestamptz where id = ${lease.reservationId}`;
  await db.execute(billed === 0 ? kept : billedAlong(kept, lease.keyId, lease.month, billed));
}
