import { z } from "zod";
import type { PlanKey } from "./plan-prices";

// Prices live in a zod-free module, so the web app's eager bundle can read them without zod.
export { plans, type PlanKey } from "./plan-prices";
export const planKeySchema = z.enum(["singleReport", "unlimited"]) satisfies z.ZodType<PlanKey>;

/** create-payment, create-checkout and customer-portal all answer with where to go next. */
export const redirectResponseSchema = z.object({ url: z.string() });
export type RedirectResponse = z.infer<typeof redirectResponseSchema>;

/**
 * GET /api/billing/checkout-sessions/:id, for the success pages (the caller's own sessions only).
 */
export const checkoutSessionSchema = z.object({
  id: z.string(),
  plan: planKeySchema,
  status: z.enum(["open", "completed", "expired"]),
  amountCents: z.number().int(),
});
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;
