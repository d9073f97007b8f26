import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { tables } from "@faircarat/db";
import { nowOf, type BillingContext } from "../billing-context";
import type { BillingEvent } from "./billing-event";
import type { Transaction } from "../transaction";
import { rememberCustomer } from "./remember-customer";

type CheckoutCompleted = Extract<BillingEvent, { type: "checkout.completed" }>;

/** Marks the purchase paid; a Single Report also grants its one analysis credit. */
export async function applyCheckoutCompleted(
  tx: Transaction,
  ctx: BillingContext,
  event: CheckoutCompleted,
) {
  const [session] = await tx
    .select()
    .from(tables.checkoutSessions)
    .where(eq(tables.checkoutSessions.id, event.checkoutSessionId));
  if (!session) {
    ctx.logger.warn(
      { checkoutSessionId: event.checkoutSessionId },
      "completed checkout is not one of ours; ignored",
    );
    return;
  }
  if (session.status === "completed") return;
  await tx
    .update(tables.checkoutSessions)
    .set({ status: "completed", completedAt: nowOf(ctx) })
    .where(eq(tables.checkoutSessions.id, session.id));
  if (event.customerId)
    await rememberCustomer(tx, session.userId, session.provider, event.customerId);
  if (session.plan === "singleReport") {
    await tx
      .insert(tables.reportCredits)
      .values({ id: randomUUID(), userId: session.userId, checkoutSessionId: session.id })
      .onConflictDoNothing();
  }
}
