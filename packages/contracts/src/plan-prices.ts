/** The two offers. Prices live here only; every screen and the checkout read them. */
export const plans = {
  singleReport: { name: "Single Report", priceCents: 2900, billing: "one-time" },
  unlimited: { name: "Unlimited Access", priceCents: 9900, billing: "monthly" },
} as const;

export type PlanKey = keyof typeof plans;
