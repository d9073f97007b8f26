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
  email_not_verified:
    "Please verify your email address first: we have sent you a new verification link.",
};

const expiredLink = "This verification link is invalid or has expired. Sign in to get a new one.";
const friendlyMessagesByProviderCode: Record<string, string> = {
  INVALID_TOKEN: expiredLink,
  TOKEN_EXPIRED: expiredLink,
};

/** Turns the account provider's errors into ours; anything unexpected is rethrown as is. */
export function toDomainError(error: unknown): unknown {
  if (!isAPIError(error)) return error;
  return fromProviderAnswer(error.statusCode, error.body, error.message) ?? error;
}

/**
 * An error the provider answered with (status and its JSON body) as ours, or null when it is not
 * one we expect.
 */
export function fromProviderAnswer(
  status: number,
  body: { code?: unknown; message?: unknown } | undefined,
  fallbackMessage: string,
): DomainError | null {
  const providerCode = typeof body?.code === "string" ? body.code : "";
  const code = codeByProviderCode[providerCode] ?? codeByStatus[status] ?? "internal";
  if (code === "internal") return null;
  const message =
    friendlyMessages[code] ??
    friendlyMessagesByProviderCode[providerCode] ??
    (typeof body?.message === "string" ? body.message : fallbackMessage);
  return new DomainError(code, message);
}

export async function withAuthErrors<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toDomainError(error);
  }
}
