/** zod-free, so the web app's pages can read them without loading zod. */

/** What each plan's API keys may do: documented on the docs page, enforced per account. */
export const apiPlans = {
  unlimited: { label: "Unlimited Access", monthlyCalls: 10_000, perMinute: 60 },
  enterprise: { label: "Enterprise", monthlyCalls: 1_000_000, perMinute: 600 },
} as const;
export type ApiPlanKind = keyof typeof apiPlans;

export const API_KEY_NAME_MAX_LENGTH = 60;
/** Keys an account may hold at once (revoked ones do not count). */
export const API_KEYS_PER_ACCOUNT = 10;
export const API_BATCH_MAX_LINES = 1000;
/** A batch of 1,000 CSV lines with URLs fits easily; anything larger is refused before parsing. */
export const API_BATCH_MAX_BYTES = 1024 * 1024;
