import { z } from "zod";

/** GET /api/subscription (the spec's check-subscription call). */
export const subscriptionStatusSchema = z.object({
  subscribed: z.boolean(),
  subscription_end: z.iso.datetime().nullable(),
  product_id: z.string().nullable(),
  /** Single-report purchases not yet used by an analysis (our addition to the spec's fields). */
  report_credits: z.number().int().min(0),
});
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;
