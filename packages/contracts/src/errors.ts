import { z } from "zod";

/** The closed list of error codes the API returns. The server maps each to one HTTP status. */
export const errorCodes = [
  "bad_request",
  "validation_failed",
  "unauthenticated",
  "forbidden",
  "not_found",
  "method_not_allowed",
  "conflict",
  "payload_too_large",
  "rate_limited",
  "quota_exceeded",
  "invalid_credentials",
  "email_not_verified",
  "email_taken",
  "payment_required",
  "specs_incomplete",
  "not_priceable",
  "valuation_date_out_of_range",
  "unprocessable_file",
  "market_unavailable",
  "database_unavailable",
  "internal",
] as const;

export const errorCodeSchema = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

export const errorEnvelopeSchema = z.object({
  error: z.object({
    code: errorCodeSchema,
    message: z.string(),
    requestId: z.string(),
  }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
