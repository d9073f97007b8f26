import type Stripe from "stripe";
import type { BillingEvent } from "../events/billing-event";

export function fromCheckoutCompleted(
  event: Stripe.CheckoutSessionCompletedEvent,
): BillingEvent | null {
  const session = event.data.object;
  // Asynchronous payment methods complete later with a separate event; only paid sessions count.
  if (session.payment_status === "unpaid") return null;
  const customer = session.customer;
  return {
    type: "checkout.completed",
    id: event.id,
    occurredAt: new Date(event.created * 1000),
    checkoutSessionId: session.id,
    customerId: typeof customer === "string" ? customer : (customer?.id ?? null),
  };
}
