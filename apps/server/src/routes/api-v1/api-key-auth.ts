import type { Context, MiddlewareHandler } from "hono";
import {
  authenticateApiKey,
  consumeApiRate,
  RateLimitedError,
  type ApiContext,
  type ApiRateState,
} from "@faircarat/core";
import type { ApiV1Env } from "./api-v1-env";

/**
 * `Authorization: Bearer <key>` or `X-API-Key: <key>`; nothing else is read, and the key is never
 * logged.
 */
export function presentedApiKey(headers: Headers): string | null {
  const bearer = headers.get("authorization")?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
  return bearer ?? headers.get("x-api-key")?.trim() ?? null;
}

/** IETF RateLimit header fields (draft 7): the policy, then what is left of the current window. */
export function setRateLimitHeaders(c: Context, rate: ApiRateState) {
  c.header("RateLimit-Policy", `${rate.limit};w=60`);
  c.header(
    "RateLimit",
    `limit=${rate.limit}, remaining=${rate.remaining}, reset=${rate.resetSeconds}`,
  );
}

/**
 * Authenticates the key and counts the request against its per-minute window; refused requests are
 * 401, 403 or 429.
 */
export function apiKeyAuth(api: ApiContext): MiddlewareHandler<ApiV1Env> {
  return async (c, next) => {
    const caller = await authenticateApiKey(api, presentedApiKey(c.req.raw.headers));
    const rate = await consumeApiRate(api, caller);
    setRateLimitHeaders(c, rate);
    if (!rate.allowed) throw new RateLimitedError(rate.resetSeconds);
    c.set("apiCaller", caller);
    c.header("Cache-Control", "no-store");
    await next();
  };
}
