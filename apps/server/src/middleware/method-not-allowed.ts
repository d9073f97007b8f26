import type { Context, Env, Hono } from "hono";
import { methodNotAllowed } from "hono/method-not-allowed";
import { errorResponse } from "../errors";

/**
 * A path the app knows asked with a method it does not answer: Hono's 405 with its Allow header,
 * in the one error envelope. Hono reads the methods from `app`'s own routes, so each app mounted
 * under /api registers it for its own paths. `withoutHead` names paths whose GET refuses HEAD.
 */
export function methodNotAllowedIn<E extends Env>(
  app: Hono<E>,
  options: { withoutHead?: (path: string) => boolean } = {},
) {
  return methodNotAllowed<E>({
    app,
    onMethodNotAllowed: (c, methods) =>
      refuseMethod(
        c,
        options.withoutHead?.(c.req.path) ? methods.filter((method) => method !== "HEAD") : methods,
      ),
  });
}

/** The 405 in the one error envelope, with the methods the path does answer in its Allow header. */
export function refuseMethod(c: Context, allowed: readonly string[]): Response {
  const allow = allowed.join(", ");
  const response = errorResponse(
    c,
    "method_not_allowed",
    `No API route ${c.req.method} ${c.req.path}; it answers ${allow}.`,
  );
  response.headers.set("Allow", allow);
  return response;
}
