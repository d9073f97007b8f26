import type { Context, MiddlewareHandler } from "hono";
import { HTTPException } from "hono/http-exception";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
// What a plain HTML form can send; a browser posts these cross-site without asking first.
const FORM_CONTENT_TYPE =
  /^\s*(application\/x-www-form-urlencoded|multipart\/form-data|text\/plain)\b/i;

/**
 * Refuses state-changing requests a browser sent from another site, whatever their content type:
 * SameSite=Lax and the lack of CORS keep cross-site JSON out today, but the check must not rely on
 * them. `Sec-Fetch-Site: same-origin` or an allowed Origin passes. A request with neither header
 * does not come from a browser's page (which sends Origin on every cross-site POST), so it passes,
 * except a form body, which Hono's check refused before and this one still does.
 */
export function sameOrigin(
  allowedOrigin: (origin: string, c: Context) => boolean,
): MiddlewareHandler {
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method) && !allowed(c, allowedOrigin))
      throw new HTTPException(403, { res: new Response("Forbidden", { status: 403 }) });
    await next();
  };
}

function allowed(c: Context, allowedOrigin: (origin: string, c: Context) => boolean): boolean {
  const fetchSite = c.req.header("sec-fetch-site");
  const origin = c.req.header("origin");
  if (fetchSite === "same-origin") return true;
  if (origin !== undefined) return allowedOrigin(origin, c);
  if (fetchSite !== undefined && fetchSite !== "none") return false;
  return !FORM_CONTENT_TYPE.test(c.req.header("content-type") ?? "text/plain");
}
