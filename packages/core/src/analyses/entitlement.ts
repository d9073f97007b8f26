import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { tables } from "@faircarat/db";
import type { BillingContext } from "../billing/billing-context";
import type { Transaction } from "../billing/transaction";
import { countReportCredits } from "../billing/get-subscription-status";
import { DomainError } from "../errors";

export type Entitlement = { kind: "subscription" } | { kind: "credit" };

const noEntitlement = () =>
  new DomainError(
    "payment_required",
    "Choose a plan to continue: a Single Report or Unlimited Access.",
  );

/**
 * Checked before any work is done: a subscription (read by `admitAnalysis`), or at least one
 * unused report credit.
 */
export async function requireEntitlement(
  ctx: BillingContext,
  userId: string,
  admitted: { subscribed: boolean },
): Promise<Entitlement> {
  if (admitted.subscribed) return { kind: "subscription" };
  if ((await countReportCredits(ctx, userId)) > 0) return { kind: "credit" };
  throw noEntitlement();
}

/**
 * Uses one report credit for this analysis, inside the transaction that stores it: if the
 * analysis is not stored, the credit is not used; two analyses can never share one credit.
 */
export async function consumeReportCredit(
  tx: Transaction,
  userId: string,
  analysisId: string,
): Promise<string> {
  const c = tables.reportCredits;
  const [oldest] = await tx
    .select({ id: c.id })
    .from(c)
    .where(and(eq(c.userId, userId), isNull(c.consumedAt)))
    .orderBy(asc(c.grantedAt))
    .limit(1)
    .for("update");
  if (!oldest) throw noEntitlement();
  const [used] = await tx
    .update(c)
    .set({ consumedAt: sql`now()`, consumedBy: analysisId })
    .where(and(eq(c.id, oldest.id), isNull(c.consumedAt)))
    .returning({ id: c.id });
  if (!used) throw noEntitlement();
  return used.id;
}
