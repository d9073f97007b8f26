import { serve } from "@hono/node-server";
import { flushApiCallLeases, pruneRateLimitBuckets, runClusterJob } from "@faircarat/core";
import { createDb } from "@faircarat/db";
import { composeApp } from "./compose-app";
import { parseEnv } from "./env";
import { scheduleMarketRefresh } from "./jobs/market-refresh";
import { schedulePricingSync } from "./jobs/pricing-sync";
import { scheduleTrackingJobs } from "./jobs/tracking-jobs";
import { createLogDestination, type LogDestination } from "./log-destination";
import { createLogger } from "./logger";
import { startSummary } from "./start-summary";

const SHUTDOWN_GRACE_MS = 10_000;
const HOUR = 60 * 60 * 1000;
/**
 * A tracked listing page is read twice a day, at most 30 pages an hour across the cluster (decision
 * 027).
 */
const TRACKED_LISTING_EVERY_MS = 12 * HOUR;
const TRACKED_LISTINGS_PER_RUN = 30;

async function main() {
  const env = parseEnv();
  const logDestination = createLogDestination();
  const logger = createLogger(env.logLevel, logDestination);
  logUnexpectedFailures(logger, logDestination);
  // The last lines get a second to reach the log; a gone or stalled reader must not hold the exit.
  const exit = (code: number) => void logDestination.flush(1000).then(() => process.exit(code));
  const summary = startSummary(env);
  logger.info(summary.settings, "configuration");
  for (const warning of summary.warnings) logger.warn({}, warning);
  const database = createDb(env.databaseUrl, {
    onConnectionError: (err) => logger.warn({ err }, "database connection lost"),
    timeouts: env.databaseTimeouts,
  });
  await database.migrate();
  logger.info({ database: database.kind }, "database ready");

  const composed = await composeApp(env, { db: database.db, logger });
  const { app, deps, tracking: trackingContext } = composed;
  const { mailer, billing, metrics, marketData } = deps;
  const pricing = deps.analyses.pricing;

  // Once an hour for the whole cluster: the first process whose timer fires takes the slot.
  const pruning = setInterval(() => {
    runClusterJob(
      database.db,
      {
        name: "rate-limit-prune",
        leaseSeconds: 300,
        notWithinSeconds: (0.9 * HOUR) / 1000,
        logger,
      },
      () => pruneRateLimitBuckets(database.db),
    ).catch((err: unknown) => logger.warn({ err }, "rate-limit prune failed"));
  }, HOUR);
  pruning.unref();

  const tracking = scheduleTrackingJobs({
    ctx: trackingContext,
    everyMs: HOUR,
    listingEveryMs: TRACKED_LISTING_EVERY_MS,
    listingsPerRun: TRACKED_LISTINGS_PER_RUN,
  });
  // Every process polls the stored model at least once a refresh interval (and once a minute).
  const pricingSync = schedulePricingSync({
    db: database.db,
    logger,
    pricing,
    everyMs: Math.min(env.marketRefreshMinutes || 1, 1) * 60_000,
    onNewModel: () => tracking.afterNewModel(),
    afterSync: () => marketData.reload(),
  });
  const marketRefresh = scheduleMarketRefresh({
    db: database.db,
    logger,
    feeds: env.marketFeeds,
    indexes: env.marketIndexes,
    everyMinutes: env.marketRefreshMinutes,
    onImported: () => metrics.marketImports.inc(),
    // A failed fit is retried with the import's backoff, not left to the next scheduled refresh.
    syncPricing: () => pricingSync.runNow(),
    onSettled: () => marketData.reload(),
  });

  const server = serve({ fetch: app.fetch, port: env.port, hostname: env.host }, (info) => {
    const url = `http://${env.host.includes(":") ? `[${env.host}]` : env.host}:${info.port}`;
    logger.info(
      {
        url,
        mail: mailer.kind,
        payments: billing.provider.kind,
        chat: env.llm ? "llm" : "built-in",
        requireEmailVerification: env.requireEmailVerification,
      },
      `FairCarat is ready at ${url}`,
    );
    // After listening: a stored model loads at once; an import and a fit take seconds and must not
    // delay readiness. Only a completed import is ever fitted (packages/core/src/pricing-models).
    void pricingSync.runNow();
    void marketRefresh.runNow();
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: finishing open requests");
    clearInterval(pruning);
    const marketStopped = Promise.all([marketRefresh.stop(), pricingSync.stop(), tracking.stop()]);
    const force = setTimeout(() => {
      logger.error({}, "open requests did not finish in time; exiting");
      exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    const closeResources = async () => {
      await marketStopped;
      // The API calls this process did and has not billed yet (call-leases); unbilled if the
      // database is gone.
      await flushApiCallLeases(deps.api).catch((err: unknown) =>
        logger.warn({ err }, "API calls done since the last flush could not be billed"),
      );
      await composed.close();
      await database.close();
    };
    server.close(() => {
      closeResources().then(
        () => {
          logger.info({}, "stopped");
          exit(0);
        },
        (err: unknown) => {
          logger.error({ err }, "shutdown failed");
          exit(1);
        },
      );
    });
    // Idle keep-alive sockets would otherwise hold close() open until they time out.
    if ("closeIdleConnections" in server) server.closeIdleConnections();
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));
}

/**
 * A stray rejected promise is logged with its stack and the server keeps serving; an uncaught
 * exception leaves the process in an unknown state, so it is logged and the process exits.
 */
function logUnexpectedFailures(
  logger: ReturnType<typeof createLogger>,
  logDestination: LogDestination,
) {
  process.on("unhandledRejection", (reason) => {
    logger.error(
      { err: reason instanceof Error ? reason : new Error(String(reason)) },
      "unhandled promise rejection",
    );
  });
  process.on("uncaughtException", (err) => {
    logger.fatal({ err }, "uncaught exception; exiting");
    logDestination.flushOnceSync();
    process.exit(1);
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
