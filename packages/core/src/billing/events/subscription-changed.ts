import { sql } from "drizzle-orm";
import { tables } from "@faircarat/db";
import type { BillingContext } from "../billing-context";
import type { SubscriptionSnapshot } from "./billing-event";
import type { Transaction } from "../transaction";
import { rememberCustomer } from "./remember-customer";

const subscriptions = tables.subscriptions;

/** Stores the provider's latest view of a subscription; an older event arriving late never wins. */
export async function applySubscriptionChanged(
  tx: Transaction,
  ctx: BillingContext,
  snapshot: SubscriptionSnapshot,
  occurredAt: Date,
) {
  const values = {
    id: snapshot.id,
    userId: snapshot.userId,
    provider: ctx.provider.kind,
    customerId: snapshot.customerId,
    productId: snapshot.productId,
    status: snapshot.status,
    currentPeriodEnd: snapshot.currentPeriodEnd,
    cancelAtPeriodEnd: snapshot.cancelAtPeriodEnd,
    eventCreatedAt: occurredAt,
  };
  await tx
    .insert(subscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: subscriptions.id,
      set: {
        status: values.status,
        productId: values.productId,
        currentPeriodEnd: values.currentPeriodEnd,
        cancelAtPeriodEnd: values.cancelAtPeriodEnd,
        customerId: values.customerId,
        eventCreatedAt: values.eventCreatedAt,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${subscriptions.eventCreatedAt} <= ${occurredAt.toISOString()}::timestamptz`,
    });
  if (snapshot.customerId)
    await rememberCustomer(tx, snapshot.userId, ctx.provider.kind, snapshot.customerId);
}
