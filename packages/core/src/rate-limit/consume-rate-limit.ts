import { lt, sql } from "drizzle-orm";
import { tables, type Database } from "@faircarat/db";

export interface RateLimitRule {
  /** Who is counted, e.g. `sign-in:ip:1.2.3.4`. */
  key: string;
  limit: number;
  windowMs: number;
}

export interface RateLimitOutcome {
  allowed: boolean;
  retryAfterSeconds: number;
  /** Attempts counted in the current window, this one included. */
  count: number;
}

const buckets = tables.rateLimitBuckets;

/** Counts one attempt in a fixed window stored in the database, so every process shares it. */
export async function consumeRateLimit(db: Database, rule: RateLimitRule, now = new Date()): Promise<RateLimitOutcome> {
  const windowOpenedBefore = new Date(now.getTime() - rule.windowMs);
  const expired = sql`${buckets.windowStart} <= ${windowOpenedBefore.toISOString()}::timestamptz`;
  const [bucket] = await db
    .insert(buckets)
    .values({ key: rule.key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: buckets.key,
      set: {
        windowStart: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${buckets.windowStart} end`,
        count: sql`case when ${expired} then 1 else ${buckets.count} + 1 end`,
      },
    })
    .returning({ windowStart: buckets.windowStart, count: buckets.count });
  if (!bucket) throw new Error("rate limit upsert returned no row");
  const resetsAt = bucket.windowStart.getTime() + rule.windowMs;
  return {
    allowed: bucket.count <= rule.limit,
    retryAfterSeconds: Math.max(1, Math.ceil((resetsAt - now.getTime()) / 1000)),
    count: bucket.count,
  };
}

/** Drops windows that closed long ago; run it from a periodic job. */
export async function pruneRateLimitBuckets(db: Database, olderThan: Date): Promise<void> {
  await db.delete(buckets).where(lt(buckets.windowStart, olderThan));
}
