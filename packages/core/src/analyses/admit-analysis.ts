import { getTableColumns, Param, sql } from "drizzle-orm";
import { preparedPerDatabase, tables, type Database } from "@faircarat/db";
import { nowOf, type BillingContext } from "../billing/billing-context";
import { entitlingSubscriptionExists } from "../billing/get-subscription-status";
import {
  attemptOf,
  countAttempt,
  countedBucket,
  outcomeOf,
  type RateLimitRule,
} from "../rate-limit/consume-rate-limit";
import { RateLimitedError } from "../rate-limit/enforce-rate-limits";

const MINUTE = 60_000;
const analyses = tables.diamondAnalyses;

/** An analysis row as stored, but for how it was paid and the click's key (given apart). */
export type AnalysisRow = Omit<typeof analyses.$inferSelect, "entitlement" | "idempotencyKey">;

export interface Admission {
  /** A subscription entitles the user (else a report credit must pay). */
  subscribed: boolean;
}

const analysisRule = (userId: string, perMinute: number): RateLimitRule => ({
  key: `analyses:user:${userId}`,
  limit: perMinute,
  windowMs: MINUTE,
});

/**
 * Counts one analysis against the user's per-minute limit and reads whether a subscription
 * entitles them, in one statement: every analysis needs both, and each round trip to the
 * database is a good share of an analysis's cost under load. Past the limit it throws
 * RateLimitedError, whatever the plan (the limit is checked first, as `enforceRateLimits` would).
 */
export async function admitAnalysis(
  ctx: BillingContext,
  userId: string,
  perMinute: number,
): Promise<Admission> {
  const rule = analysisRule(userId, perMinute);
  const now = new Date();
  const [row] = await preparedAdmission(ctx.db).execute(admissionValues(ctx, rule, userId, now));
  return admitted(row, rule, now);
}

/**
 * `admitAnalysis` and, when a subscription entitles the user, the INSERT of their already priced
 * analysis, in one statement (one round trip instead of two: the hot path under load). Past the
 * limit it throws RateLimitedError and stores nothing. `stored` is false when there is no
 * subscription (a credit must pay, in a transaction) or this click's key already stored one.
 */
export async function admitAndStoreAnalysis(
  ctx: BillingContext,
  row: AnalysisRow,
  call: { perMinute: number; idempotencyKey: string | null },
): Promise<Admission & { stored: boolean }> {
  const rule = analysisRule(row.userId, call.perMinute);
  const now = new Date();
  const [result] = await preparedAdmitAndStore(ctx.db).execute({
    ...admissionValues(ctx, rule, row.userId, now),
    ...row,
    limit: rule.limit,
    idempotencyKey: call.idempotencyKey,
    entitlement: "subscription",
  });
  return { ...admitted(result, rule, now), stored: result?.storedId === row.id };
}

const admissionValues = (ctx: BillingContext, rule: RateLimitRule, userId: string, now: Date) => ({
  ...attemptOf(rule, now),
  userId,
  productId: ctx.unlimitedProductId,
  entitledAt: nowOf(ctx).toISOString(),
});

function admitted(
  row: { windowStart: Date; count: number; subscribed: boolean } | undefined,
  rule: RateLimitRule,
  now: Date,
): Admission {
  const outcome = outcomeOf(row, rule, now);
  if (!outcome.allowed) throw new RateLimitedError(outcome.retryAfterSeconds);
  return { subscribed: row?.subscribed === true };
}

const entitled = (db: Database) =>
  entitlingSubscriptionExists(
    db,
    sql.placeholder("productId"),
    sql.placeholder("userId"),
    sql.placeholder("entitledAt"),
  );

const preparedAdmission = preparedPerDatabase((db: Database) =>
  countAttempt(db)
    .returning({ ...countedBucket, subscribed: entitled(db) })
    .prepare("admit_analysis"),
);

const columns = Object.entries(getTableColumns(analyses));
// INSERT ... SELECT cannot type its values from the columns as VALUES does: each is cast.
const columnNames = sql.join(
  columns.map(([, column]) => sql.identifier(column.name)),
  sql`, `,
);
const typedValues = sql.join(
  columns.map(
    ([key, column]) =>
      sql`${new Param(sql.placeholder(key), column)}::${sql.raw(column.getSQLType())}`,
  ),
  sql`, `,
);

const preparedAdmitAndStore = preparedPerDatabase((db: Database) => {
  const bucket = db.$with("bucket").as(countAttempt(db).returning(countedBucket));
  // A data-modifying CTE runs whether or not the outer query reads it; the count it checks is
  // the one just made by `bucket` (a CTE sees its siblings' RETURNING, not their table writes).
  const stored = db.$with("stored", { id: analyses.id }).as(
    sql`insert into ${analyses} (${columnNames}) select ${typedValues}
      where (select "count" from ${bucket}) <= ${sql.placeholder("limit")} and ${entitled(db)}
      on conflict (${sql.identifier(analyses.userId.name)}, ${sql.identifier(analyses.idempotencyKey.name)}) do nothing
      returning ${sql.identifier(analyses.id.name)}`,
  );
  return db
    .with(bucket, stored)
    .select({
      windowStart: bucket.windowStart,
      count: bucket.count,
      subscribed: entitled(db),
      storedId: sql<string | null>`(select "id" from ${stored})`,
    })
    .from(bucket)
    .prepare("admit_and_store_analysis");
});
