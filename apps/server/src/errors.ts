import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { HTTPException } from "hono/http-exception";
import { routePath } from "hono/route";
import type { ErrorCode, ErrorEnvelope } from "@faircarat/contracts";
import {
  DomainError,
  QuotaExceededError,
  RateLimitedError,
  ValuationWithheldError,
  type Logger,
} from "@faircarat/core";
import { isDatabaseUnavailable } from "@faircarat/db";

export const statusByCode: Record<ErrorCode, ContentfulStatusCode> = {
  bad_request: 400,
  validation_failed: 400,
  unauthenticated: 401,
  invalid_credentials: 401,
  forbidden: 403,
  email_not_verified: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  email_taken: 409,
  payload_too_large: 413,
  rate_limited: 429,
  quota_exceeded: 429,
  payment_required: 402,
  specs_incomplete: 422,
  not_priceable: 422,
  valuation_date_out_of_range: 422,
  unprocessable_file: 422,
  market_unavailable: 503,
  database_unavailable: 503,
  internal: 500,
};

/** Errors raised by middleware (body limit, CSRF) rather than by our own code. */
const codeByHttpStatus: Partial<Record<number, { code: ErrorCode; message: string }>> = {
  400: { code: "bad_request", message: "The request could not be understood." },
  403: { code: "forbidden", message: "This request was refused: it did not come from this site." },
  413: { code: "payload_too_large", message: "The request body is too large." },
};

/** A database restart or outage: the client may simply try again shortly. */
const databaseUnavailable = new DomainError(
  "database_unavailable",
  "FairCarat is briefly unavailable. Please try again in a few seconds.",
);
const DATABASE_RETRY_AFTER_SECONDS = 2;

/**
 * The API's one error shape, for this request: every error answer and streamed error event is
 * built here.
 */
export function errorEnvelope(c: Context, code: ErrorCode, message: string): ErrorEnvelope {
  return { error: { code, message, requestId: c.get("requestId") ?? "unknown" } };
}

export function errorResponse(c: Context, code: ErrorCode, message: string) {
  return c.json(errorEnvelope(c, code, message), statusByCode[code]);
}

/** What an unexpected failure tells the client: nothing of its internals. */
export const INTERNAL_ERROR_MESSAGE = "Something went wrong on our side. Please try again.";

/**
 * Where a failure happened, for its log line: the route pattern, never the path (it may hold a
 * share token).
 */
export interface FailureContext {
  requestId: string | undefined;
  route: string;
}

/**
 * What a thrown error may tell the client: a domain error as it is, a database outage as a
 * retryable 503, anything else logged with its stack and answered without internals.
 */
export function publicErrorOf(error: unknown, logger: Logger, where: FailureContext): DomainError {
  if (error instanceof ValuationWithheldError)
    logger.error(
      { ...where, reason: error.reason },
      "valuation withheld: the serving model's answer is outside any price",
    );
  if (error instanceof DomainError) return error;
  if (isDatabaseUnavailable(error)) {
    logger.warn({ err: error, ...where }, "database unavailable");
    return databaseUnavailable;
  }
  logger.error({ err: error, ...where }, "unhandled error");
  return new DomainError("internal", INTERNAL_ERROR_MESSAGE);
}

export function failureContextOf(c: Context): FailureContext {
  let route = "unmatched";
  try {
    route = routePath(c);
  } catch {
    // Not matched by any route (an error before routing): the pattern is unknown.
  }
  return { requestId: c.get("requestId"), route };
}

/** The one place where thrown errors become HTTP answers; internals never reach the client. */
export function createErrorHandler(logger: Logger) {
  return (error: Error, c: Context) => {
    if (error instanceof RateLimitedError || error instanceof QuotaExceededError)
      c.header("Retry-After", String(error.retryAfterSeconds));
    if (error instanceof HTTPException) {
      const mapped = codeByHttpStatus[error.status];
      if (mapped) return errorResponse(c, mapped.code, mapped.message);
    }
    const answer = publicErrorOf(error, logger, failureContextOf(c));
    if (answer === databaseUnavailable)
      c.header("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
    return errorResponse(c, answer.code, answer.message);
  };
}
