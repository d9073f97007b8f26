import type Stripe from "stripe";
import type { BillingEvent } from "../events/billing-event";

type SubscriptionEvent =
  | Stripe.CustomerSubscriptionCreatedEvent
  | Stripe.CustomerSubscriptionUpdatedEvent
  | Stripe.CustomerSubscriptionDeletedEvent;

export function fromSubscriptionEvent(event: SubscriptionEvent): BillingEvent | null {
  const subscription = event.data.object;
  const userId = subscription.metadata?.userId;
  const item = subscription.items.data[0];
  if (!userId || !item) return null; // not created by our checkout
  const product = item.price.product;
  // Newer API versions keep the period on the item; older ones on the subscription.
  const periodEnd =
    item.current_period_end ??
    (subscription as unknown as { current_period_end?: number }).current_period_end;
  if (!periodEnd) return null;
  const customer = subscription.customer;
  return {
    type: "subscription.changed",
    id: event.id,
    occurredAt: new Date(event.created * 1000),
    subscription: {
      id: subscription.id,
      userId,
      customerId: typeof customer === "string" ? customer : customer.id,
      productId: typeof product === "string" ? product : product.id,
      status: event.type === "customer.subscription.deleted" ? "canceled" : subscription.status,
      currentPeriodEnd: new Date(periodEnd * 1000),
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
    },
  };
}
