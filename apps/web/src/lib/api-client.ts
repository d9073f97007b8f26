import type { ErrorCode } from "@faircarat/contracts";

/** `network_error` is client-side only: the request never got an answer. */
export type ApiErrorCode = ErrorCode | "network_error";

/**
 * A failed call to our own API, built from the error envelope `{ error: { code, message, requestId
 * } }`.
 */
export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly code: ApiErrorCode;
  readonly status: number;
  readonly requestId: string | null;

  constructor(
    code: ApiErrorCode,
    message: string,
    status: number,
    requestId: string | null = null,
  ) {
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
  headers?: Record<string, string>;
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

export function parseJson(text: string): unknown {
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

/** Sends a request to our own API; a request that got no answer becomes a `network_error`. */
async function send(
  path: `/api/${string}`,
  method: Method,
  accept: string,
  body: unknown,
  signal: AbortSignal | undefined,
  extraHeaders: Record<string, string> = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...extraHeaders, Accept: accept };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  try {
    return await fetch(path, {
      method,
      headers,
      credentials: "same-origin",
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(
      "network_error",
      "Unable to reach FairCarat. Check your connection and try again.",
      0,
    );
  }
}

/**
 * Calls the app's own same-origin API (`/api/...`) with JSON and the session cookie.
 * Resolves with the parsed body (checked against `schema` when given), `undefined` for empty
 * bodies such as 204; rejects with an `ApiError` otherwise.
 */
export async function apiRequest<T = undefined>(
  path: `/api/${string}`,
  options: RequestOptions<T> = {},
): Promise<T> {
  const { method = "GET", body, schema, signal, headers } = options;
  const response = await send(path, method, "application/json", body, signal, headers);
  const payload = parseJson(await response.text());
  if (!response.ok) throw await errorFromResponse(response.status, payload);
  if (!schema) return payload as T;

  const parsed = (typeof schema === "function" ? await schema() : schema).safeParse(payload);
  if (!parsed.success) throw unexpectedResponse(response.status);
  return parsed.data;
}

/**
 * Sends a file as the request body, reporting upload progress (only XMLHttpRequest can, so it lives
 * here with the other transports). Resolves with the answer checked against `schema`; any failure
 * without the error envelope rejects with `failureMessage`.
 */
export function apiUpload<T>(
  path: `/api/${string}`,
  file: Blob,
  options: {
    schema: SchemaSource<T>;
    onProgress: (percent: number) => void;
    failureMessage: string;
  },
): Promise<T> {
  const failed = (status: number) =>
    new ApiError(status === 0 ? "network_error" : "internal", options.failureMessage, status);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", path);
    xhr.setRequestHeader("Accept", "application/json");
    // A non-form type: browsers never send it cross-site without asking first.
    xhr.setRequestHeader("Content-Type", "application/octet-stream");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable)
        options.onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(failed(0));
    xhr.onload = () => {
      void uploadAnswer(xhr.status, parseJson(xhr.responseText), options.schema, failed).then(
        resolve,
        reject,
      );
    };
    xhr.send(file);
  });
}

async function uploadAnswer<T>(
  status: number,
  payload: unknown,
  schema: SchemaSource<T>,
  failed: (status: number) => ApiError,
): Promise<T> {
  if (status >= 200 && status < 300) {
    const parsed = (typeof schema === "function" ? await schema() : schema).safeParse(payload);
    if (parsed.success) return parsed.data;
    throw failed(status);
  }
  const { errorEnvelopeSchema } = await import("@faircarat/contracts/errors");
  const envelope = errorEnvelopeSchema.safeParse(payload);
  if (!envelope.success) throw failed(status);
  const { code, message, requestId } = envelope.data.error;
  throw new ApiError(code, message, status, requestId);
}

export function unexpectedResponse(status: number): ApiError {
  return new ApiError("internal", "Received an unexpected response. Please try again.", status);
}

/**
 * Like `apiRequest`, for an answer sent as it is written: resolves with its lines of text as they
 * arrive once the status says the request succeeded; a refused request rejects with its `ApiError`.
 */
export async function apiLineStream(
  path: `/api/${string}`,
  options: { method?: Method; body?: unknown; accept: string; signal?: AbortSignal },
): Promise<AsyncGenerator<string>> {
  const response = await send(
    path,
    options.method ?? "GET",
    options.accept,
    options.body,
    options.signal,
  );
  if (!response.ok)
    throw await errorFromResponse(response.status, parseJson(await response.text()));
  if (!response.body) throw unexpectedResponse(response.status);
  return readLines(response.body, options.signal);
}

/** A streamed answer that stopped before it was complete. */
export function connectionLost(): ApiError {
  return new ApiError(
    "network_error",
    "The connection to FairCarat was lost. Please try again.",
    0,
  );
}

async function* readLines(
  body: ReadableStream<Uint8Array>,
  signal: AbortSignal | undefined,
): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = "";
  try {
    for (;;) {
      const { done, value } = await reader.read().catch((cause: unknown) => {
        // As in `send`: our own abort is not a failure to report.
        throw signal?.aborted ? cause : connectionLost();
      });
      if (done) break;
      buffered += decoder.decode(value, { stream: true });
      const lines = buffered.split("\n");
      buffered = lines.pop() ?? "";
      for (const line of lines) if (line.trim() !== "") yield line;
    }
    buffered += decoder.decode();
    if (buffered.trim() !== "") yield buffered;
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

/** The message to show a person for any thrown value. */
export function errorMessage(
  error: unknown,
  fallback = "Something went wrong. Please try again.",
): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
