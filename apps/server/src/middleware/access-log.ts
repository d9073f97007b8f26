import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import type { Logger } from "@faircarat/core";
import type { AppEnv } from "../app-env";
import type { Metrics } from "../metrics";

/** One log line and one duration sample per request, named by the route pattern that answered. */
export function accessLog(logger: Logger, metrics: Metrics): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const seconds = (performance.now() - started) / 1000;
      const route = answeringRoute(c);
      const status = c.res.status;
      metrics.requestDuration.observe(
        { method: c.req.method, route, status: String(status) },
        seconds,
      );
      logger.info(
        {
          method: c.req.method,
          route,
          status,
          ms: Math.round(seconds * 10_000) / 10,
          requestId: c.get("requestId"),
        },
        "request",
      );
    }
  };
}

function answeringRoute(c: Parameters<MiddlewareHandler>[0]): string {
  try {
    return routePath(c);
  } catch {
    return "unmatched";
  }
}
