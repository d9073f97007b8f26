import { lt, sql } from "drizzle-orm";
import { preparedPerDatabase, tables, type Database } from "@faircarat/db";

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
export async function consumeRateLimit(
  db: Database,
  rule: RateLimitRule,
  now = new Date(),
): Promise<RateLimitOutcome> {
  const [bucket] = await preparedCount(db).execute(attemptOf(rule, now));
  return outcomeOf(bucket, rule, now);
}

/**
 * Counts `attempts` at once (a block a process hands out itself, see api-access/rate-leases) and
 * returns the window after them: how many fit is the caller's to work out from its count.
 */
export async function countRateLimitAttempts(
  db: Database,
  rule: RateLimitRule,
  attempts: number,
  now = new Date(),
): Promise<{ windowStart: Date; count: number }> {
  const [bucket] = await preparedCount(db).execute(attemptOf(rule, now, attempts));
  if (!bucket) throw new Error("rate limit upsert returned no row");
  return bucket;
}

/**
 * The upsert that counts an attempt (or `attempts` of them), its values placeholders (see
 * `attemptOf`) so that it is built once: it runs on most requests. Another statement may add fields
 * to its RETURNING.
 */
export function countAttempt(db: Database) {
  const now = sql`${sql.placeholder("now")}::timestamptz`;
  const attempts = sql`${sql.placeholder("attempts")}::integer`;
  const expired = sql`${buckets.windowStart} <= ${sql.placeholder("windowOpenedBefore")}::timestamptz`;
  return db
    .insert(buckets)
    .values({ key: sql.placeholder("key"), windowStart: now, count: attempts })
    .onConflictDoUpdate({
      target: buckets.key,
      set: {
        windowStart: sql`case when ${expired} then ${now} else ${buckets.windowStart} end`,
        count: sql`case when ${expired} then ${attempts} else ${buckets.count} + ${attempts} end`,
      },
    });
}

/** The bucket fields every RETURNING of `countAttempt` must include. */
export const countedBucket = { windowStart: buckets.windowStart, count: buckets.count };

/**
 * The placeholder values of `countAttempt` for one attempt (or `attempts`) under this rule at
 * `now`.
 */
export const attemptOf = (rule: RateLimitRule, now: Date, attempts = 1) => ({
  key: rule.key,
  attempts,
  now: now.toISOString(),
  windowOpenedBefore: new Date(now.getTime() - rule.windowMs).toISOString(),
});

export function outcomeOf(
  bucket: { windowStart: Date; count: number } | undefined,
  rule: RateLimitRule,
  now: Date,
): RateLimitOutcome {
  if (!bucket) throw new Error("rate limit upsert returned no row");
  const resetsAt = bucket.windowStart.getTime() + rule.windowMs;
  return {
    allowed: bucket.count <= rule.limit,
    retryAfterSeconds: Math.max(1, Math.ceil((resetsAt - now.getTime()) / 1000)),
    count: bucket.count,
  };
}

const preparedCount = preparedPerDatabase((db: Database) =>
  countAttempt(db).returning(countedBucket).prepare("count_rate_limit_attempt"),
);

/**
 * The longest window any rule uses (a day: mails to one recipient, enterprise leads per address).
 */
export const LONGEST_RATE_LIMIT_WINDOW_MS = 24 * 60 * 60_000;

/**
 * Drops windows that closed; run it from a periodic job. Only windows older than the longest rule's
 * are closed for sure: pruning a day's window after an hour would start its count over.
 */
export async function pruneRateLimitBuckets(db: Database, now = new Date()): Promise<void> {
  await db
    .delete(buckets)
    .where(lt(buckets.windowStart, new Date(now.getTime() - LONGEST_RATE_LIMIT_WINDOW_MS)));
}
