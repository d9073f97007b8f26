import { and, count, desc, eq, gt, inArray, isNull, sql, type Placeholder } from "drizzle-orm";
import type { SubscriptionStatus } from "@faircarat/contracts";
import { tables, type Database } from "@faircarat/db";
import { nowOf, type BillingContext } from "./billing-context";

/** Provider statuses that still entitle the user until the paid period ends. */
const entitledStatuses = ["active", "trialing", "past_due"];

const s = tables.subscriptions;

type Bound<T> = T | Placeholder;

const entitlingSubscription = (productId: Bound<string>, userId: Bound<string>, at: Bound<Date>) =>
  and(
    eq(s.userId, userId),
    eq(s.productId, productId),
    inArray(s.status, entitledStatuses),
    gt(s.currentPeriodEnd, at),
  );

/**
 * Whether an unlimited subscription entitles the user at that time, as a condition another
 * statement can include: every analysis reads it with its rate-limit count (`admitAnalysis`).
 * As placeholders, `at` is an ISO timestamp.
 */
export const entitlingSubscriptionExists = (
  db: Database,
  productId: Bound<string>,
  userId: Bound<string>,
  at: Bound<Date>,
) =>
  sql<boolean>`exists ${db
    .select({ id: s.id })
    .from(s)
    .where(entitlingSubscription(productId, userId, at))}`;

/** What the user's purchases entitle them to, read from our database only. */
export async function getSubscriptionStatus(
  ctx: BillingContext,
  userId: string,
): Promise<SubscriptionStatus> {
  const [active] = await ctx.db
    .select({ end: s.currentPeriodEnd, productId: s.productId })
    .from(s)
    .where(entitlingSubscription(ctx.unlimitedProductId, userId, nowOf(ctx)))
    .orderBy(desc(s.currentPeriodEnd))
    .limit(1);
  return {
    subscribed: Boolean(active),
    subscription_end: active ? active.end.toISOString() : null,
    product_id: active ? active.productId : null,
    report_credits: await countReportCredits(ctx, userId),
  };
}

export async function countReportCredits(
  ctx: Pick<BillingContext, "db">,
  userId: string,
): Promise<number> {
  const c = tables.reportCredits;
  const [row] = await ctx.db
    .select({ n: count() })
    .from(c)
    .where(and(eq(c.userId, userId), isNull(c.consumedAt)));
  return row?.n ?? 0;
}
