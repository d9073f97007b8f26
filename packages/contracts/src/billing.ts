import { z } from "zod";

/** The two offers. Prices live here only; every screen and the checkout read them. */
export const plans = {
  singleReport: { name: "Single Report", priceCents: 2900, billing: "one-time" },
  unlimited: { name: "Unlimited Access", priceCents: 9900, billing: "monthly" },
} as const;

export type PlanKey = keyof typeof plans;
export const planKeySchema = z.enum(["singleReport", "unlimited"]);

/** Formats integer cents for display: 2900 -> "$29", 2950 -> "$29.50". */
export function formatUsd(cents: number): string {
  const dollars = cents / 100;
  return dollars.toLocaleString("en-US", {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: Number.isInteger(dollars) ? 0 : 2,
    maximumFractionDigits: 2,
  });
}

/** create-payment, create-checkout and customer-portal all answer with where to go next. */
export const redirectResponseSchema = z.object({ url: z.string() });
export type RedirectResponse = z.infer<typeof redirectResponseSchema>;

/** GET /api/billing/checkout-sessions/:id, for the success pages (the caller's own sessions only). */
export const checkoutSessionSchema = z.object({
  id: z.string(),
  plan: planKeySchema,
  status: z.enum(["open", "completed", "expired"]),
  amountCents: z.number().int(),
});
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;
