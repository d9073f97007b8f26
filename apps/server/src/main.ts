import { serve } from "@hono/node-server";
import {
  createAuth,
  createCertificateReader,
  createMailer,
  createMarketDataWatch,
  createMarketPricing,
  createObservedComparables,
  flushApiCallLeases,
  createOpenAiCompatibleWriter,
  observeListingReads,
  pruneRateLimitBuckets,
  RecentSubscribers,
  runClusterJob,
} from "@faircarat/core";
import { createDb } from "@faircarat/db";
import { extractListing } from "@faircarat/core/listing/extract-listing";
import { createNaturalMarket } from "@faircarat/core/natural/natural-market";
import { safeFetch } from "@faircarat/core/listing/safe-fetch";
import { createApp } from "./app";
import { loadAuthSecret } from "./auth-secret";
import { createBilling } from "./billing-setup";
import { parseEnv } from "./env";
import { scheduleMarketRefresh } from "./jobs/market-refresh";
import { schedulePricingSync } from "./jobs/pricing-sync";
import { scheduleTrackingJobs } from "./jobs/tracking-jobs";
import { createLogDestination, type LogDestination } from "./log-destination";
import { createLogger } from "./logger";
import { startSummary } from "./start-summary";
import { createMetrics } from "./metrics";
import { createStorage } from "./storage-setup";

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

  const mailer = createMailer({
    from: env.mailFrom,
    smtpUrl: env.smtpUrl,
    outboxDir: env.outboxDir,
  });
  const secret = await loadAuthSecret(env.authSecret, env.dataDir);
  const auth = createAuth({
    db: database.db,
    mailer,
    logger,
    publicUrl: env.publicUrl,
    secret,
    requireEmailVerification: env.requireEmailVerification,
  });
  const { billing, stripeWebhook } = createBilling(env, database.db, logger);
  const pricing = createMarketPricing(database.db, logger);
  const certificates = createCertificateReader();
  const marketData = createMarketDataWatch(database.db, logger);
  const metrics = createMetrics(pricing, marketData);
  const today = () => new Date().toISOString().slice(0, 10);
  const fetchListing = (url: string) => extractListing(url, { fetch: safeFetch });
  const readListing = env.marketObservations
    ? observeListingReads(fetchListing, {
        db: database.db,
        logger,
        today,
        onOutcome: (outcome) => metrics.marketObservations.inc({ outcome }),
      })
    : fetchListing;
  const analyses = {
    billing,
    pricing,
    today,
    extractListing: readListing,
    observedComparables: createObservedComparables(database.db),
    naturalMarket: createNaturalMarket(database.db, pricing),
    recentSubscribers: new RecentSubscribers(),
  };
  const api = {
    db: database.db,
    billing,
    analyses,
    enterpriseAccounts: env.apiEnterpriseAccounts,
    enterprisePerMinute: env.apiEnterprisePerMinute,
  };
  const app = createApp({
    db: database.db,
    accounts: { auth, requireEmailVerification: env.requireEmailVerification },
    billing,
    analyses,
    api,
    mailer,
    uploads: {
      db: database.db,
      storage: createStorage(env.storage),
      readCertificate: certificates.read,
      renderPdfThumbnail: certificates.pdfThumbnail,
      logger,
    },
    stripeWebhook,
    llm: env.llm ? createOpenAiCompatibleWriter({ ...env.llm, logger }) : undefined,
    logger,
    metrics,
    marketData,
    config: {
      publicUrl: env.publicUrl,
      alertLinkSecret: secret,
      metrics: env.metrics,
      trustProxy: env.trustProxy,
      authRateLimitPerMinute: env.authRateLimitPerMinute,
      analysisRateLimitPerMinute: env.analysisRateLimitPerMinute,
      extensionOrigins: env.extensionOrigins,
      uploadRateLimitPerMinute: env.uploadRateLimitPerMinute,
      chatRateLimitPerMinute: env.chatRateLimitPerMinute,
      webDist: env.webDist,
      testPaymentsBanner: env.testPaymentsBanner,
    },
  });

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
    ctx: {
      db: database.db,
      pricing,
      logger,
      mailer,
      publicUrl: env.publicUrl,
      secret,
      extractListing: readListing,
    },
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
      await flushApiCallLeases(api).catch((err: unknown) =>
        logger.warn({ err }, "API calls done since the last flush could not be billed"),
      );
      await certificates.close();
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
