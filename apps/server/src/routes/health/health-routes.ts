import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../../app-env";

/** Liveness and whether analyses can run yet (the market model is fitted). */
export function healthRoutes({ analyses }: AppDeps) {
  return new Hono<AppEnv>().get("/", (c) => {
    const snapshot = analyses.pricing.current();
    c.header("Cache-Control", "no-store");
    return c.json({
      status: "ok",
      market: snapshot
        ? { ready: true, valuationDate: snapshot.model.valuationDate, fittedAt: snapshot.fittedAt.toISOString() }
        : { ready: false, valuationDate: null, fittedAt: null },
    });
  });
}
