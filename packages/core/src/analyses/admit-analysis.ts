import { sql } from "drizzle-orm";
import { preparedPerDatabase, type Database } from "@faircarat/db";
import { nowOf, type BillingContext } from "../billing/billing-context";
import { entitlingSubscriptionExists } from "../billing/get-subscription-status";
import { attemptOf, countAttempt, countedBucket, outcomeOf } from "../rate-limit/consume-rate-limit";
import { RateLimitedError } from "../rate-limit/enforce-rate-limits";

const MINUTE = 60_000;

/**
 * Counts one analysis against the user's per-minute limit and reads whether a subscription
 * entitles them, in one statement: every analysis needs both, and each round trip to the
 * database is a good share of an analysis's cost under load. Past the limit it throws
 * RateLimitedError, whatever the plan (the limit is checked first, as `enforceRateLimits` would).
 */
export async function admitAnalysis(ctx: BillingContext, userId: string, perMinute: number): Promise<{ subscribed: boolean }> {
  const rule = { key: `analyses:user:${userId}`, limit: perMinute, windowMs: MINUTE };
  const now = new Date();
  const [row] = await preparedAdmission(ctx.db).execute({
    ...attemptOf(rule, now),
    userId,
    productId: ctx.unlimitedProductId,
    entitledAt: nowOf(ctx).toISOString(),
  });
  const outcome = outcomeOf(row, rule, now);
  if (!outcome.allowed) throw new RateLimitedError(outcome.retryAfterSeconds);
  return { subscribed: row?.subscribed === true };
}

const preparedAdmission = preparedPerDatabase((db: Database) =>
  countAttempt(db)
    .returning({
      ...countedBucket,
      subscribed: entitlingSubscriptionExists(db, sql.placeholder("productId"), sql.placeholder("userId"), sql.placeholder("entitledAt")),
    })
    .prepare("admit_analysis"),
);
