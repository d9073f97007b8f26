import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { tables } from "@faircarat/db";
import { DomainError } from "../../errors";
import { nowOf, type BillingContext } from "../billing-context";
import { applyBillingEvent } from "../events/apply-billing-event";

const eventId = () => `evt_test_${randomBytes(12).toString("hex")}`;
export const testCustomerId = (userId: string) => `cus_test_${userId}`;

/** The test checkout page's view of one of the user's own open test checkouts. */
export async function findOpenTestCheckout(ctx: BillingContext, userId: string, sessionId: string) {
  const s = tables.checkoutSessions;
  const [session] = await ctx.db
    .select()
    .from(s)
    .where(
      and(eq(s.id, sessionId), eq(s.userId, userId), eq(s.provider, "test"), eq(s.status, "open")),
    );
  if (!session)
    throw new DomainError(
      "not_found",
      "This checkout does not exist, is not yours, or has already ended.",
    );
  return session;
}

/** "Pay" in test mode: emits the same events a real provider would, through the same handlers. */
export async function completeTestCheckout(ctx: BillingContext, userId: string, sessionId: string) {
  const session = await findOpenTestCheckout(ctx, userId, sessionId);
  const now = nowOf(ctx);
  const customerId = testCustomerId(userId);
  if (session.plan === "unlimited") {
    const periodEnd = new Date(now);
    periodEnd.setUTCMonth(periodEnd.getUTCMonth() + 1);
    await applyBillingEvent(ctx, {
      type: "subscription.changed",
      id: eventId(),
      occurredAt: now,
      subscription: {
        id: `sub_test_${randomBytes(12).toString("hex")}`,
        userId,
        customerId,
        productId: ctx.unlimitedProductId,
        status: "active",
        currentPeriodEnd: periodEnd,
        cancelAtPeriodEnd: false,
      },
    });
  }
  await applyBillingEvent(ctx, {
    type: "checkout.completed",
    id: eventId(),
    occurredAt: now,
    checkoutSessionId: session.id,
    customerId,
  });
  return session;
}

/** "Cancel" in test mode: the checkout ends without charge or credit. */
export async function cancelTestCheckout(ctx: BillingContext, userId: string, sessionId: string) {
  const session = await findOpenTestCheckout(ctx, userId, sessionId);
  await ctx.db
    .update(tables.checkoutSessions)
    .set({ status: "expired" })
    .where(eq(tables.checkoutSessions.id, session.id));
}

/** The test portal's one action: cancel at period end, as Stripe's portal does by default. */
export async function cancelTestSubscriptions(ctx: BillingContext, userId: string) {
  const s = tables.subscriptions;
  const rows = await ctx.db
    .select()
    .from(s)
    .where(and(eq(s.userId, userId), eq(s.provider, "test")));
  for (const row of rows.filter((r) => !r.cancelAtPeriodEnd)) {
    await applyBillingEvent(ctx, {
      type: "subscription.changed",
      id: eventId(),
      occurredAt: nowOf(ctx),
      subscription: { ...row, cancelAtPeriodEnd: true },
    });
  }
}

export async function listTestSubscriptions(ctx: BillingContext, userId: string) {
  const s = tables.subscriptions;
  return ctx.db
    .select()
    .from(s)
    .where(and(eq(s.userId, userId), eq(s.provider, "test")));
}
