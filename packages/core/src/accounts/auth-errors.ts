import { isAPIError } from "better-auth/api";
import type { ErrorCode } from "@faircarat/contracts";
import { DomainError } from "../errors";

const codeByProviderCode: Record<string, ErrorCode> = {
  INVALID_EMAIL_OR_PASSWORD: "invalid_credentials",
  EMAIL_NOT_VERIFIED: "email_not_verified",
  USER_ALREADY_EXISTS: "email_taken",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "email_taken",
  INVALID_EMAIL: "validation_failed",
  INVALID_PASSWORD: "validation_failed",
  PASSWORD_TOO_SHORT: "validation_failed",
  PASSWORD_TOO_LONG: "validation_failed",
};

const codeByStatus: Record<number, ErrorCode> = {
  400: "bad_request",
  401: "unauthenticated",
  403: "forbidden",
  404: "not_found",
  409: "conflict",
  422: "validation_failed",
  429: "rate_limited",
};

const friendlyMessages: Partial<Record<ErrorCode, string>> = {
  email_not_verified: "Please verify your email address first: we have sent you a new verification link.",
};

/** Turns the account provider's errors into ours; anything unexpected is rethrown as is. */
export function toDomainError(error: unknown): unknown {
  if (!isAPIError(error)) return error;
  const providerCode = typeof error.body?.code === "string" ? error.body.code : "";
  const code = codeByProviderCode[providerCode] ?? codeByStatus[error.statusCode] ?? "internal";
  if (code === "internal") return error;
  const message = friendlyMessages[code] ?? error.body?.message ?? error.message;
  return new DomainError(code, message);
}

export async function withAuthErrors<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toDomainError(error);
  }
}
