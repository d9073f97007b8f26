import { and, eq } from "drizzle-orm";
import type { CheckoutSession } from "@faircarat/contracts";
import { tables } from "@faircarat/db";
import { DomainError } from "../errors";
import type { BillingContext } from "./billing-context";

/** One of the user's own checkouts; anyone else's id reads as not found. */
export async function getCheckoutSession(
  ctx: Pick<BillingContext, "db">,
  userId: string,
  id: string,
): Promise<CheckoutSession> {
  const s = tables.checkoutSessions;
  const [session] = await ctx.db
    .select({ id: s.id, plan: s.plan, status: s.status, amountCents: s.amountCents })
    .from(s)
    .where(and(eq(s.id, id), eq(s.userId, userId)));
  if (!session) throw new DomainError("not_found", "No such checkout.");
  return session;
}
