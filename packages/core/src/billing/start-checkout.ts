import { randomUUID } from "node:crypto";
import { and, desc, eq, gt, sql } from "drizzle-orm";
import { plans, type PlanKey, type PublicUser } from "@faircarat/contracts";
import { tables } from "@faircarat/db";
import { DomainError } from "../errors";
import { nowOf, type BillingContext } from "./billing-context";
import type { Transaction } from "./transaction";
import { getSubscriptionStatus } from "./get-subscription-status";
import { ProviderOutcomeUnknownError } from "./providers/payment-provider";

/** A buyer who clicks twice within this window gets the same checkout, not a second one. */
const REUSE_OPEN_CHECKOUT_MS = 10 * 60 * 1000;

const successPath: Record<PlanKey, string> = {
  singleReport: "/payment-success",
  unlimited: "/subscription-success",
};

/** The provider is asked with this key; one attempt row, one key, one checkout at the provider. */
export const checkoutIdempotencyKey = (attemptId: string) => `checkout-${attemptId}`;

/**
 * Starts (or resumes) a purchase of one plan and returns the provider's checkout URL. The
 * provider is called between two short transactions, never inside one: a slow or stalled
 * provider holds no connection, row or lock.
 */
export async function startCheckout(
  ctx: BillingContext,
  user: PublicUser,
  plan: PlanKey,
): Promise<{ url: string }> {
  if (plan === "unlimited" && (await getSubscriptionStatus(ctx, user.id)).subscribed) {
    throw new DomainError("conflict", "You already have Unlimited Access.");
  }
  const next = await openOrResumeAttempt(ctx, user.id, plan);
  if (next.kind === "open") return { url: next.url };

  const { attempt, customerId } = next;
  let created;
  try {
    created = await ctx.provider.createCheckout({
      plan,
      userId: user.id,
      email: user.email,
      customerId,
      successUrl: `${ctx.publicUrl}${successPath[plan]}`,
      cancelUrl: `${ctx.publicUrl}/pricing?checkout=cancelled`,
      idempotencyKey: checkoutIdempotencyKey(attempt.id),
    });
  } catch (error) {
    // Refused for certain: the next click starts a new attempt. Otherwise it repeats this one.
    if (!(error instanceof ProviderOutcomeUnknownError))
      await ctx.db
        .update(tables.checkoutAttempts)
        .set({ status: "failed" })
        .where(eq(tables.checkoutAttempts.id, attempt.id));
    throw error;
  }

  await ctx.db.transaction(async (tx) => {
    // Under the same lock as the decision, so a racing click reads this checkout as a whole: either
    // not stored yet (and the attempt still pending) or stored and open, never half.
    await lockCheckoutsOf(tx, user.id);
    // A repeated attempt gets the same checkout back: the first to finish stores it.
    await tx
      .insert(tables.checkoutSessions)
      .values({
        id: created.id,
        userId: user.id,
        plan,
        provider: ctx.provider.kind,
        amountCents: plans[plan].priceCents,
        url: created.url,
        createdAt: nowOf(ctx),
      })
      .onConflictDoNothing();
    await tx
      .update(tables.checkoutAttempts)
      .set({ status: "created", checkoutSessionId: created.id })
      .where(eq(tables.checkoutAttempts.id, attempt.id));
  });
  return { url: created.url };
}

/** A per-user lock on checkout decisions, held until the transaction ends. */
const lockCheckoutsOf = (tx: Transaction, userId: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`checkout:${userId}`}))`);

/**
 * Under a per-user lock: the open checkout to reuse, or the attempt to (re)send to the provider.
 */
async function openOrResumeAttempt(ctx: BillingContext, userId: string, plan: PlanKey) {
  return ctx.db.transaction(async (tx) => {
    // One decision at a time per user, across processes: double clicks wait here (not on the
    // provider).
    await lockCheckoutsOf(tx, userId);
    const since = new Date(nowOf(ctx).getTime() - REUSE_OPEN_CHECKOUT_MS);
    const s = tables.checkoutSessions;
    const [open] = await tx
      .select({ url: s.url })
      .from(s)
      .where(
        and(eq(s.userId, userId), eq(s.plan, plan), eq(s.status, "open"), gt(s.createdAt, since)),
      )
      .orderBy(desc(s.createdAt))
      .limit(1);
    if (open) return { kind: "open" as const, url: open.url };

    const a = tables.checkoutAttempts;
    const [pending] = await tx
      .select()
      .from(a)
      .where(
        and(
          eq(a.userId, userId),
          eq(a.plan, plan),
          eq(a.status, "pending"),
          gt(a.createdAt, since),
        ),
      )
      .orderBy(desc(a.createdAt))
      .limit(1);
    const [attempt] = pending
      ? [pending]
      : await tx
          .insert(a)
          .values({ id: randomUUID(), userId, plan, createdAt: nowOf(ctx) })
          .returning();
    const [customer] = await tx
      .select({ id: tables.billingCustomers.customerId })
      .from(tables.billingCustomers)
      .where(eq(tables.billingCustomers.userId, userId));
    return { kind: "send" as const, attempt: attempt!, customerId: customer?.id ?? null };
  });
}
