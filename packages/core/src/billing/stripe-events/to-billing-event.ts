import type Stripe from "stripe";
import type { BillingEvent } from "../events/billing-event";
import { fromCheckoutCompleted } from "./checkout-session-completed";
import { fromSubscriptionEvent } from "./subscription-event";

/** Allow-list of the Stripe event types we act on; anything else is acknowledged and ignored. */
export function toBillingEvent(event: Stripe.Event): BillingEvent | null {
  switch (event.type) {
    case "checkout.session.completed":
      return fromCheckoutCompleted(event);
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      return fromSubscriptionEvent(event);
    default:
      return null;
  }
}
