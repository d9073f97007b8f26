import type { RedirectResponse } from "@faircarat/contracts";
import { apiRequest } from "@/lib/api-client";

const redirectResponseSchema = () =>
  import("@faircarat/contracts/billing").then((m) => m.redirectResponseSchema);

/** The spec's create-payment: a checkout for one Single Report. */
export function createPayment(): Promise<RedirectResponse> {
  return apiRequest("/api/billing/create-payment", {
    method: "POST",
    schema: redirectResponseSchema,
  });
}

/**
 * The spec's create-checkout: a checkout for the Unlimited Access subscription (409 if already
 * held).
 */
export function createCheckout(): Promise<RedirectResponse> {
  return apiRequest("/api/billing/create-checkout", {
    method: "POST",
    schema: redirectResponseSchema,
  });
}

/** The spec's customer-portal: where a buyer manages or cancels their subscription. */
export function openCustomerPortal(): Promise<RedirectResponse> {
  return apiRequest("/api/billing/customer-portal", {
    method: "POST",
    schema: redirectResponseSchema,
  });
}
