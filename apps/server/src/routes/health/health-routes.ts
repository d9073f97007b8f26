import { Hono } from "hono";
import { databaseAnswers } from "@faircarat/core";
import type { AppDeps, AppEnv } from "../../app-env";

/** A database that does not answer this quickly is not ready for traffic. */
const DATABASE_CHECK_MS = 1000;

/**
 * `/`: whether analyses can run yet (the market model is fitted), for the app. `/live`: the process
 * answers. `/ready`: it can serve (the database answers a query, a pricing model is loaded) — the
 * probes a load balancer or orchestrator polls.
 */
export function healthRoutes({ analyses, db }: AppDeps) {
  return new Hono<AppEnv>()
    .use((c, next) => {
      c.header("Cache-Control", "no-store");
      return next();
    })
    .get("/", (c) => {
      const snapshot = analyses.pricing.current();
      return c.json({
        status: "ok",
        market: snapshot
          ? { ready: true, valuationDate: snapshot.model.valuationDate, fittedAt: snapshot.fittedAt.toISOString() }
          : { ready: false, valuationDate: null, fittedAt: null },
      });
    })
    .get("/live", (c) => c.json({ status: "ok" }))
    .get("/ready", async (c) => {
      const checks = { database: (await databaseAnswers(db, DATABASE_CHECK_MS)) ? "ok" : "failed", pricingModel: analyses.pricing.current() ? "ok" : "missing" };
      const ready = checks.database === "ok" && checks.pricingModel === "ok";
      return c.json({ status: ready ? "ready" : "unavailable", checks }, ready ? 200 : 503);
    });
}
