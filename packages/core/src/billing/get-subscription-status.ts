import type { SubscriptionStatus } from "@faircarat/contracts";

/**
 * What the signed-in user's plan entitles them to. No purchase can be recorded yet (billing
 * arrives with its own issue), so every user is truthfully not subscribed.
 */
export async function getSubscriptionStatus(_userId: string): Promise<SubscriptionStatus> {
  return { subscribed: false, subscription_end: null, product_id: null };
}
