import { subscriptionStatusSchema, type SubscriptionStatus } from "@faircarat/contracts";
import { apiRequest } from "@/lib/api-client";

/** The spec's check-subscription call. Answers 401 when signed out. */
export function fetchSubscription(signal?: AbortSignal): Promise<SubscriptionStatus> {
  return apiRequest("/api/subscription", { schema: subscriptionStatusSchema, signal });
}
