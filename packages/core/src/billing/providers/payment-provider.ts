import type { PlanKey } from "@faircarat/contracts";

export interface CheckoutRequest {
  plan: PlanKey;
  userId: string;
  email: string;
  /** The provider's customer for this user, when one exists already. */
  customerId: string | null;
  successUrl: string;
  cancelUrl: string;
}

export interface CreatedCheckout {
  id: string;
  url: string;
}

/** What billing needs from a payment provider: the built-in test checkout or Stripe. */
export interface PaymentProvider {
  readonly kind: "test" | "stripe";
  createCheckout(request: CheckoutRequest): Promise<CreatedCheckout>;
  createPortal(customerId: string, returnUrl: string): Promise<{ url: string }>;
}
