/** Limits shared by the UI and the API: change them here only. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const FULL_NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const SUBSCRIPTION_RECHECK_MS = 60_000;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** JSON bodies are small; uploads have their own limit. */
export const MAX_JSON_BODY_BYTES = 64 * 1024;
/**
 * Stripe's events run to tens of KB (a subscription with its items, prices and invoice); a sane cap
 * all the same.
 */
export const MAX_WEBHOOK_BODY_BYTES = 1024 * 1024;
export const CONTACT_NAME_MAX_LENGTH = 100;
export const CONTACT_SUBJECT_MAX_LENGTH = 150;
export const CONTACT_MESSAGE_MIN_LENGTH = 10;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;
/**
 * The carat weights the API accepts and the pricing engine values, inclusive (docs/decisions/024):
 * below a hundredth of a carat the model's value rounds to nothing, and 100 ct is past any listing.
 */
/**
 * The analysis request's text fields (POST /api/analyses); the analyzer's inputs stop typing at
 * them.
 */
export const ANALYSIS_TEXT_MAX_LENGTH = {
  listingUrl: 2048,
  cut: 40,
  color: 20,
  clarity: 20,
  shape: 30,
  polish: 20,
  symmetry: 20,
  assessment: 30,
  growthMethod: 40,
  treatment: 80,
} as const;
export const CARAT_RANGE = { min: 0.01, max: 100 } as const;
export const invalidCaratMessage = `Please enter a carat weight from ${CARAT_RANGE.min} to ${CARAT_RANGE.max}.`;
/**
 * Listed prices in US dollars, inclusive, after rounding to whole cents (`toCents`); the cap keeps
 * cents in a 32-bit column.
 */
export const LISTED_PRICE_RANGE = { min: 0.01, max: 10_000_000 } as const;
/** Contact messages per client address per window. */
export const CONTACT_RATE_LIMIT = { limit: 5, windowMs: 10 * 60_000 };
