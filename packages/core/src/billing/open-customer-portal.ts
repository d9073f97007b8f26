import { eq } from "drizzle-orm";
import type { PublicUser } from "@faircarat/contracts";
import { tables } from "@faircarat/db";
import { DomainError } from "../errors";
import type { BillingContext } from "./billing-context";

/** The provider's page where a customer manages or cancels their subscription. */
export async function openCustomerPortal(
  ctx: BillingContext,
  user: PublicUser,
): Promise<{ url: string }> {
  const [customer] = await ctx.db
    .select({ id: tables.billingCustomers.customerId })
    .from(tables.billingCustomers)
    .where(eq(tables.billingCustomers.userId, user.id));
  if (!customer) throw new DomainError("not_found", "There is no subscription to manage yet.");
  return ctx.provider.createPortal(customer.id, `${ctx.publicUrl}/pricing`);
}
