import { eq, sql } from "drizzle-orm";
import { tables, type Database } from "@faircarat/db";
import type { RateLimitOutcome } from "./consume-rate-limit";
import { RateLimitedError } from "./enforce-rate-limits";

export interface BackoffRule {
  /** Who is counted, e.g. `sign-in:ip-email:1.2.3.4:a@b.com`. */
  key: string;
  /** Failures in a row before any wait. */
  freeFailures: number;
  /** The first wait; each further failure doubles it. */
  baseSeconds: number;
  maxSeconds: number;
}

/** How long to wait after this many failures in a row. */
export function backoffSeconds(failures: number, rule: Omit<BackoffRule, "key">): number {
  if (failures < rule.freeFailures) return 0;
  return Math.min(rule.maxSeconds, rule.baseSeconds * 2 ** (failures - rule.freeFailures));
}

// One row per key in the rate-limit table: `count` failures in a row, `window_start` the last one.
const buckets = tables.rateLimitBuckets;

/**
 * Reserves one attempt, counted as a failure until `clearFailures` says it succeeded, so guesses
 * sent in parallel cannot slip past the wait. Refused while the wait since the last failure runs.
 */
export async function beginAttempt(
  db: Database,
  rule: BackoffRule,
  now = new Date(),
): Promise<RateLimitOutcome> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const wait = sql`least(${rule.maxSeconds}::float8, ${rule.baseSeconds}::float8 * power(2::float8, ${buckets.count} - ${rule.freeFailures}))`;
  const waiting = sql`${buckets.count} >= ${rule.freeFailures} and ${buckets.windowStart} + ${wait} * interval '1 second' > ${at}`;
  const [counted] = await db
    .insert(buckets)
    .values({ key: rule.key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: buckets.key,
      set: { windowStart: now, count: sql`${buckets.count} + 1` },
      setWhere: sql`not (${waiting})`,
    })
    .returning({ count: buckets.count });
  if (counted) return { allowed: true, retryAfterSeconds: 0, count: counted.count };
  const [current] = await db.select().from(buckets).where(eq(buckets.key, rule.key));
  if (!current) return { allowed: true, retryAfterSeconds: 0, count: 0 }; // pruned in between
  const opensAt = current.windowStart.getTime() + backoffSeconds(current.count, rule) * 1000;
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((opensAt - now.getTime()) / 1000)),
    count: current.count,
  };
}

/** Throws RateLimitedError while the caller must wait. */
export async function enforceBackoff(
  db: Database,
  rule: BackoffRule,
  now = new Date(),
): Promise<void> {
  const outcome = await beginAttempt(db, rule, now);
  if (!outcome.allowed) throw new RateLimitedError(outcome.retryAfterSeconds);
}

/** A success: the next failure starts from zero again. */
export async function clearFailures(db: Database, key: string): Promise<void> {
  await db.delete(buckets).where(eq(buckets.key, key));
}
