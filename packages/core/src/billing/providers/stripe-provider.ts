import type Stripe from "stripe";
import type { PlanKey } from "@faircarat/contracts";
import type { PaymentProvider } from "./payment-provider";

export interface StripePrices {
  singleReport: string;
  unlimited: string;
}

/** Stripe Checkout (payment mode for a Single Report, subscription mode for Unlimited) and the Billing Portal. */
export function createStripeProvider(stripe: Stripe, prices: StripePrices): PaymentProvider {
  const modeOf = (plan: PlanKey) => (plan === "unlimited" ? "subscription" : "payment");
  return {
    kind: "stripe",
    async createCheckout({ plan, userId, email, customerId, successUrl, cancelUrl }) {
      const metadata = { userId, plan };
      const session = await stripe.checkout.sessions.create({
        mode: modeOf(plan),
        line_items: [{ price: prices[plan], quantity: 1 }],
        success_url: `${successUrl}?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: cancelUrl,
        client_reference_id: userId,
        metadata,
        ...(customerId ? { customer: customerId } : { customer_email: email }),
        ...(plan === "unlimited" ? { subscription_data: { metadata } } : { customer_creation: "always" as const }),
      });
      if (!session.url) throw new Error("Stripe returned a checkout session without a URL");
      return { id: session.id, url: session.url };
    },
    async createPortal(customerId, returnUrl) {
      const portal = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
      return { url: portal.url };
    },
  };
}
