import type Stripe from "stripe";
import type { PlanKey } from "@faircarat/contracts";
import { ProviderOutcomeUnknownError, type PaymentProvider } from "./payment-provider";

export interface StripePrices {
  singleReport: string;
  unlimited: string;
}

/**
 * Stripe Checkout (payment mode for a Single Report, subscription mode for Unlimited) and the
 * Billing Portal.
 */
export function createStripeProvider(stripe: Stripe, prices: StripePrices): PaymentProvider {
  const modeOf = (plan: PlanKey) => (plan === "unlimited" ? "subscription" : "payment");
  return {
    kind: "stripe",
    async createCheckout({
      plan,
      userId,
      email,
      customerId,
      successUrl,
      cancelUrl,
      idempotencyKey,
    }) {
      const metadata = { userId, plan };
      const session = await outcomeOf(() =>
        stripe.checkout.sessions.create(
          {
            mode: modeOf(plan),
            line_items: [{ price: prices[plan], quantity: 1 }],
            success_url: `${successUrl}?session_id={CHECKOUT_SESSION_ID}`,
            cancel_url: cancelUrl,
            client_reference_id: userId,
            metadata,
            ...(customerId ? { customer: customerId } : { customer_email: email }),
            ...(plan === "unlimited"
              ? { subscription_data: { metadata } }
              : { customer_creation: "always" as const }),
          },
          { idempotencyKey },
        ),
      );
      if (!session.url) throw new Error("Stripe returned a checkout session without a URL");
      return { id: session.id, url: session.url };
    },
    // A portal session creates nothing billable: each click may get its own; stripe-node's own
    // retries carry one generated idempotency key.
    async createPortal(customerId, returnUrl) {
      const portal = await outcomeOf(() =>
        stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }),
      );
      return { url: portal.url };
    },
  };
}

/**
 * Stripe's errors after which it may have acted, or will act on a retry with the same key
 * (stripe-node's `type`s).
 */
const outcomeUnknownTypes = new Set([
  "StripeConnectionError",
  "StripeAPIError",
  "StripeIdempotencyError",
  "StripeRateLimitError",
]);

async function outcomeOf<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const { type, statusCode } = (error ?? {}) as { type?: string; statusCode?: number };
    if (
      (type && outcomeUnknownTypes.has(type)) ||
      (statusCode !== undefined && (statusCode >= 500 || statusCode === 409 || statusCode === 429))
    )
      throw new ProviderOutcomeUnknownError(
        `Stripe did not answer for certain (${type ?? statusCode ?? "no answer"})`,
        { cause: error },
      );
    throw error;
  }
}
