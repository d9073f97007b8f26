import type { ErrorCode } from "@faircarat/contracts";

/** `network_error` is client-side only: the request never got an answer. */
export type ApiErrorCode = ErrorCode | "network_error";

/** A failed call to our own API, built from the error envelope `{ error: { code, message, requestId } }`. */
export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly code: ApiErrorCode;
  readonly status: number;
  readonly requestId: string | null;

  constructor(code: ApiErrorCode, message: string, status: number, requestId: string | null = null) {
    super(message);
    this.code = code;
    this.status = status;
    this.requestId = requestId;
  }
}

/** Any schema with zod's `safeParse` shape; keeps zod itself out of the web app's imports. */
export interface ResponseSchema<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false };
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * A schema, or a loader for one: loaders keep zod (about 25 KB gzipped) out of the first load,
 * fetched only when such a response arrives (docs/decisions/010-first-load.md).
 */
export type SchemaSource<T> = ResponseSchema<T> | (() => Promise<ResponseSchema<T>>);

interface RequestOptions<T> {
  method?: Method;
  body?: unknown;
  schema?: SchemaSource<T>;
  signal?: AbortSignal;
}

const statusCodes: Record<number, ErrorCode> = {
  400: "bad_request",
  401: "unauthenticated",
  403: "forbidden",
  404: "not_found",
  409: "conflict",
  413: "payload_too_large",
  429: "rate_limited",
};

function fallbackMessage(status: number): string {
  if (status === 401) return "Please sign in to continue.";
  if (status === 429) return "Too many requests. Please wait a moment and try again.";
  if (status >= 500) return "Something went wrong on our side. Please try again.";
  return "The request could not be completed. Please try again.";
}

function parseJson(text: string): unknown {
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function errorFromResponse(status: number, payload: unknown): Promise<ApiError> {
  const { errorEnvelopeSchema } = await import("@faircarat/contracts/errors");
  const envelope = errorEnvelopeSchema.safeParse(payload);
  if (envelope.success) {
    const { code, message, requestId } = envelope.data.error;
    return new ApiError(code, message, status, requestId);
  }
  return new ApiError(statusCodes[status] ?? "internal", fallbackMessage(status), status);
}

/**
 * Calls the app's own same-origin API (`/api/...`) with JSON and the session cookie.
 * Resolves with the parsed body (checked against `schema` when given), `undefined` for empty
 * bodies such as 204; rejects with an `ApiError` otherwise.
 */
export async function apiRequest<T = undefined>(path: `/api/${string}`, options: RequestOptions<T> = {}): Promise<T> {
  const { method = "GET", body, schema, signal } = options;
  const headers: Record<string, string> = { Accept: "application/json" };
  if (body !== undefined) headers["Content-Type"] = "application/json";

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: "same-origin",
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError("network_error", "Unable to reach FairCarat. Check your connection and try again.", 0);
  }

  const payload = parseJson(await response.text());
  if (!response.ok) throw await errorFromResponse(response.status, payload);
  if (!schema) return payload as T;

  const parsed = (typeof schema === "function" ? await schema() : schema).safeParse(payload);
  if (!parsed.success) {
    throw new ApiError("internal", "Received an unexpected response. Please try again.", response.status);
  }
  return parsed.data;
}

/** The message to show a person for any thrown value. */
export function errorMessage(error: unknown, fallback = "Something went wrong. Please try again."): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
