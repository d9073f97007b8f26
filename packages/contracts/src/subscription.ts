import { z } from "zod";

/** GET /api/subscription (the spec's check-subscription call). */
export const subscriptionStatusSchema = z.object({
  subscribed: z.boolean(),
  subscription_end: z.iso.datetime().nullable(),
  product_id: z.string().nullable(),
});
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;
