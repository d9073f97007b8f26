import { and, count, desc, eq, gt, inArray, isNull } from "drizzle-orm";
import type { SubscriptionStatus } from "@faircarat/contracts";
import { tables } from "@faircarat/db";
import { nowOf, type BillingContext } from "./billing-context";

/** Provider statuses that still entitle the user until the paid period ends. */
const entitledStatuses = ["active", "trialing", "past_due"];

const s = tables.subscriptions;

const entitlingSubscription = (ctx: BillingContext, userId: string) =>
  and(eq(s.userId, userId), eq(s.productId, ctx.unlimitedProductId), inArray(s.status, entitledStatuses), gt(s.currentPeriodEnd, nowOf(ctx)));

/** Whether an unlimited subscription is in force now: one indexed lookup, for every analysis. */
export async function hasEntitlingSubscription(ctx: BillingContext, userId: string): Promise<boolean> {
  const [any] = await ctx.db.select({ id: s.id }).from(s).where(entitlingSubscription(ctx, userId)).limit(1);
  return Boolean(any);
}

/** What the user's purchases entitle them to, read from our database only. */
export async function getSubscriptionStatus(ctx: BillingContext, userId: string): Promise<SubscriptionStatus> {
  const [active] = await ctx.db
    .select({ end: s.currentPeriodEnd, productId: s.productId })
    .from(s)
    .where(entitlingSubscription(ctx, userId))
    .orderBy(desc(s.currentPeriodEnd))
    .limit(1);
  return {
    subscribed: Boolean(active),
    subscription_end: active ? active.end.toISOString() : null,
    product_id: active ? active.productId : null,
    report_credits: await countReportCredits(ctx, userId),
  };
}

export async function countReportCredits(ctx: Pick<BillingContext, "db">, userId: string): Promise<number> {
  const c = tables.reportCredits;
  const [row] = await ctx.db
    .select({ n: count() })
    .from(c)
    .where(and(eq(c.userId, userId), isNull(c.consumedAt)));
  return row?.n ?? 0;
}
