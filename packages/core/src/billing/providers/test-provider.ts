import { createHash } from "node:crypto";
import type { PaymentProvider } from "./payment-provider";

/**
 * Checkout and portal pages served by our own server (clearly marked test mode, no card data),
 * so the purchase flow works on a fresh machine without keys.
 */
export function createTestProvider(publicUrl: string): PaymentProvider {
  return {
    kind: "test",
    // Like Stripe, the same idempotency key gives the same checkout (two clicks racing on one
    // attempt). The key names a random attempt id, so the checkout id stays unguessable.
    async createCheckout({ idempotencyKey }) {
      const id = `cs_test_${createHash("sha256").update(idempotencyKey).digest("hex").slice(0, 24)}`;
      return { id, url: `${publicUrl}/api/billing/test-checkout/${id}` };
    },
    async createPortal() {
      return { url: `${publicUrl}/api/billing/test-portal` };
    },
  };
}
