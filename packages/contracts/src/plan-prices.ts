/** The two offers. Prices live here only; every screen and the checkout read them. */
export const plans = {
  singleReport: { name: "Single Report", priceCents: 2900, billing: "one-time" },
  unlimited: { name: "Unlimited Access", priceCents: 9900, billing: "monthly" },
} as const;

export type PlanKey = keyof typeof plans;

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
