import type { CheckoutSession } from "@faircarat/contracts";
import { apiRequest } from "@/lib/api-client";

const checkoutSessionSchema = () =>
  import("@faircarat/contracts/billing").then((m) => m.checkoutSessionSchema);

/**
 * The signed-in user's own checkout; any other id answers 404, so nobody sees another's purchase.
 */
export function fetchCheckoutSession(id: string, signal?: AbortSignal): Promise<CheckoutSession> {
  return apiRequest(`/api/billing/checkout-sessions/${encodeURIComponent(id)}`, {
    schema: checkoutSessionSchema,
    signal,
  });
}
