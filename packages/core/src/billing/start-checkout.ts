import { and, desc, eq, gt, sql } from "drizzle-orm";
import { plans, type PlanKey, type PublicUser } from "@faircarat/contracts";
import { tables } from "@faircarat/db";
import { DomainError } from "../errors";
import { nowOf, type BillingContext } from "./billing-context";
import { getSubscriptionStatus } from "./get-subscription-status";

/** A buyer who clicks twice within this window gets the same checkout, not a second one. */
const REUSE_OPEN_CHECKOUT_MS = 10 * 60 * 1000;

const successPath: Record<PlanKey, string> = { singleReport: "/payment-success", unlimited: "/subscription-success" };

/** Starts (or resumes) a purchase of one plan and returns the provider's checkout URL. */
export async function startCheckout(ctx: BillingContext, user: PublicUser, plan: PlanKey): Promise<{ url: string }> {
  if (plan === "unlimited" && (await getSubscriptionStatus(ctx, user.id)).subscribed) {
    throw new DomainError("conflict", "You already have Unlimited Access.");
  }
  return ctx.db.transaction(async (tx) => {
    // One checkout at a time per user, across processes: double clicks wait here.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`checkout:${user.id}`}))`);
    const s = tables.checkoutSessions;
    const since = new Date(nowOf(ctx).getTime() - REUSE_OPEN_CHECKOUT_MS);
    const [open] = await tx
      .select({ url: s.url })
      .from(s)
      .where(and(eq(s.userId, user.id), eq(s.plan, plan), eq(s.status, "open"), gt(s.createdAt, since)))
      .orderBy(desc(s.createdAt))
      .limit(1);
    if (open) return { url: open.url };

    const [customer] = await tx.select({ id: tables.billingCustomers.customerId }).from(tables.billingCustomers).where(eq(tables.billingCustomers.userId, user.id));
    const created = await ctx.provider.createCheckout({
      plan,
      userId: user.id,
      email: user.email,
      customerId: customer?.id ?? null,
      successUrl: `${ctx.publicUrl}${successPath[plan]}`,
      cancelUrl: `${ctx.publicUrl}/pricing?checkout=cancelled`,
    });
    await tx.insert(s).values({
      id: created.id,
      userId: user.id,
      plan,
      provider: ctx.provider.kind,
      amountCents: plans[plan].priceCents,
      url: created.url,
      createdAt: nowOf(ctx),
    });
    return { url: created.url };
  });
}
