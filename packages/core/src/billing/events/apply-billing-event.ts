import { tables } from "@faircarat/db";
import type { BillingContext } from "../billing-context";
import type { BillingEvent } from "./billing-event";
import { applyCheckoutCompleted } from "./checkout-completed";
import { applySubscriptionChanged } from "./subscription-changed";

/** Applies a verified event exactly once: a replay of the same event id changes nothing. */
export async function applyBillingEvent(
  ctx: BillingContext,
  event: BillingEvent,
): Promise<"applied" | "duplicate"> {
  return ctx.db.transaction(async (tx) => {
    const fresh = await tx
      .insert(tables.billingEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: tables.billingEvents.id });
    if (fresh.length === 0) return "duplicate";
    if (event.type === "checkout.completed") await applyCheckoutCompleted(tx, ctx, event);
    else await applySubscriptionChanged(tx, ctx, event.subscription, event.occurredAt);
    return "applied";
  });
}
