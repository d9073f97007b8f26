/**
 * The header that names one click of Analyze: a retry of that click sends the same key and gets
 * the analysis it already paid for (docs/decisions/019-database-faults.md). No zod here, so the
 * web app can import it without loading zod up front.
 */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";

/** 8 to 128 letters, digits, `-` or `_`: a UUID or a random base64url string fits. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;
