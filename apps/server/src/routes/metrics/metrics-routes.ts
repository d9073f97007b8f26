import { timingSafeEqual } from "node:crypto";
import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../../app-env";
import { errorResponse } from "../../errors";
import type { Metrics } from "../../metrics";

/** Prometheus text format; off (404) or behind a bearer token as configured. */
export function metricsRoutes({ config }: AppDeps, metrics: Metrics) {
  const token = config.metrics?.token;
  const expected = token ? Buffer.from(`Bearer ${token}`) : null;
  const authorised = (header: string | undefined) => {
    if (!expected) return true;
    const given = Buffer.from(header ?? "");
    return given.length === expected.length && timingSafeEqual(given, expected);
  };

  return new Hono<AppEnv>().get("/", async (c) => {
    if (config.metrics?.enabled === false)
      return errorResponse(c, "not_found", `No route ${c.req.method} ${c.req.path}.`);
    if (!authorised(c.req.header("authorization"))) {
      c.header("WWW-Authenticate", 'Bearer realm="metrics"');
      return errorResponse(c, "unauthenticated", "A valid metrics token is required.");
    }
    c.header("Cache-Control", "no-store");
    return c.body(await metrics.registry.metrics(), 200, {
      "Content-Type": metrics.registry.contentType,
    });
  });
}
