import type { PlanKey } from "@faircarat/contracts";

export interface CheckoutRequest {
  plan: PlanKey;
  userId: string;
  email: string;
  /** The provider's customer for this user, when one exists already. */
  customerId: string | null;
  successUrl: string;
  cancelUrl: string;
  /**
   * The same for every try of one purchase attempt (our checkout_attempts row), so the provider
   * makes one checkout.
   */
  idempotencyKey: string;
}

export interface CreatedCheckout {
  id: string;
  url: string;
}

/**
 * The provider may or may not have acted (a timeout, a dropped connection, its own error or busy
 * key): the next try must repeat the request with the same idempotency key.
 */
export class ProviderOutcomeUnknownError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "ProviderOutcomeUnknownError";
  }
}

/** What billing needs from a payment provider: the built-in test checkout or Stripe. */
export interface PaymentProvider {
  readonly kind: "test" | "stripe";
  createCheckout(request: CheckoutRequest): Promise<CreatedCheckout>;
  createPortal(customerId: string, returnUrl: string): Promise<{ url: string }>;
}
