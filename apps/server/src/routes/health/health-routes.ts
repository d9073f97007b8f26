import path from "node:path";
import { Hono } from "hono";
import { checkServingModel, databaseAnswers, type MarketDataWatch } from "@faircarat/core";
import type { AppDeps, AppEnv } from "../../app-env";

/** A database that does not answer this quickly is not ready for traffic. */
const DATABASE_CHECK_MS = 1000;

/**
 * `/`: whether analyses can run yet (the market model is fitted), for the app. `/live`: the process
 * answers. `/ready`: it can serve (the database answers a query, a pricing model is loaded and
 * values the sanity probe stones sanely today) — the probes a load balancer or orchestrator polls.
 * Its body also says whether the newest market import failed, the newest model was held back and
 * why, files were quarantined (refused whole, left out of the market) or a source URL did not
 * answer: none stops traffic (the model in use stays), they tell the operator why the data is not
 * moving.
 */
export function healthRoutes({ analyses, db, marketData }: AppDeps) {
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
          ? {
              ready: true,
              valuationDate: snapshot.model.valuationDate,
              fittedAt: snapshot.fittedAt.toISOString(),
            }
          : { ready: false, valuationDate: null, fittedAt: null },
      });
    })
    .get("/live", (c) => c.json({ status: "ok" }))
    .get("/ready", async (c) => {
      const checks = {
        database: (await databaseAnswers(db, DATABASE_CHECK_MS)) ? "ok" : "failed",
        pricingModel: checkServingModel(analyses.pricing, analyses.today()),
      };
      const ready = checks.database === "ok" && checks.pricingModel === "ok";
      const market = marketData
        ? await marketDataCheck(marketData, checks.database === "ok")
        : null;
      const body = market
        ? {
            status: ready ? "ready" : "unavailable",
            checks: { ...checks, marketData: market.check },
            ...market.details,
          }
        : { status: ready ? "ready" : "unavailable", checks };
      return c.json(body, ready ? 200 : 503);
    });
}

/**
 * The newest finished import's outcome, from the process's copy of the market status (loaded here
 * the first time the database answers), the files quarantined from the market and the source URLs
 * that did not answer. A file is named within its configured folder and a URL without its query:
 * the server's own paths, and any key a URL carries, stay in the log.
 */
async function marketDataCheck(watch: MarketDataWatch, databaseAnswers: boolean) {
  const status = watch.current() ?? (databaseAnswers ? await watch.reload() : null);
  if (!status) return { check: "unknown" as const, details: {} };
  const failed = status.failedImport;
  const held = status.heldBackModel;
  const quarantined =
    status.quarantined.length > 0
      ? {
          quarantinedFiles: status.quarantined.map((file) => ({
            source: file.source,
            file: sourceName(file.file),
            reason: file.reason,
          })),
        }
      : {};
  const unreachable =
    status.unreachable.length > 0
      ? {
          unreachableSources: status.unreachable.map((check) => ({
            source: check.source,
            url: sourceName(check.url),
            reason: check.reason,
            failingSince: check.failingSince.toISOString(),
            lastAnsweredAt: check.lastAnsweredAt?.toISOString() ?? null,
          })),
        }
      : {};
  if (failed) {
    const problems = failed.problems.map((problem) => ({
      source: problem.source,
      file: problem.file ? sourceName(problem.file) : null,
      reason: problem.reason,
    }));
    return {
      check: "import_failed" as const,
      details: {
        marketData: {
          importId: failed.importId,
          failedAt: failed.failedAt?.toISOString() ?? null,
          problems:
            problems.length > 0
              ? problems
              : [{ source: "listings", file: null, reason: failed.error }],
        },
        ...quarantined,
        ...unreachable,
      },
    };
  }
  if (held)
    return {
      check: "model_held_back" as const,
      details: {
        heldBackModel: {
          serving: "the last released model; this newer one awaits release",
          modelId: held.modelId,
          importId: held.importId,
          fittedAt: held.fittedAt.toISOString(),
          reason: held.reason,
          release: `npm run pricing:release -- ${held.modelId}`,
        },
        ...quarantined,
        ...unreachable,
      },
    };
  if ("quarantinedFiles" in quarantined)
    return { check: "files_quarantined" as const, details: { ...quarantined, ...unreachable } };
  if ("unreachableSources" in unreachable)
    return { check: "sources_unreachable" as const, details: unreachable };
  return { check: "ok" as const, details: {} };
}

/** A file by its name, a URL by its address without query or fragment. */
function sourceName(location: string): string {
  if (!URL.canParse(location) || !/^https?:/i.test(location)) return path.basename(location);
  const url = new URL(location);
  return `${url.origin}${url.pathname}`;
}
