import { randomBytes } from "node:crypto";
import type { PaymentProvider } from "./payment-provider";

/**
 * Checkout and portal pages served by our own server (clearly marked test mode, no card data),
 * so the purchase flow works on a fresh machine without keys.
 */
export function createTestProvider(publicUrl: string): PaymentProvider {
  return {
    kind: "test",
    async createCheckout() {
      const id = `cs_test_${randomBytes(12).toString("hex")}`;
      return { id, url: `${publicUrl}/api/billing/test-checkout/${id}` };
    },
    async createPortal() {
      return { url: `${publicUrl}/api/billing/test-portal` };
    },
  };
}
