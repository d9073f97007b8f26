import type { SubscriptionStatus } from "@faircarat/contracts";
import { apiRequest } from "@/lib/api-client";

const subscriptionStatusSchema = () =>
  import("@faircarat/contracts/subscription").then((m) => m.subscriptionStatusSchema);

/** The spec's check-subscription call. Answers 401 when signed out. */
export function fetchSubscription(signal?: AbortSignal): Promise<SubscriptionStatus> {
  return apiRequest("/api/subscription", { schema: subscriptionStatusSchema, signal });
}
