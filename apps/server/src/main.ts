import { serve } from "@hono/node-server";
import { createAuth, createCertificateReader, createMailer, createMarketPricing, createOpenAiCompatibleWriter, pruneRateLimitBuckets } from "@faircarat/core";
import { createDb } from "@faircarat/db";
import { extractListing } from "@faircarat/core/listing/extract-listing";
import { safeFetch } from "@faircarat/core/listing/safe-fetch";
import { createApp } from "./app";
import { loadAuthSecret } from "./auth-secret";
import { createBilling } from "./billing-setup";
import { parseEnv } from "./env";
import { scheduleMarketRefresh } from "./jobs/market-refresh";
import { createLogger } from "./logger";
import { createStorage } from "./storage-setup";

const SHUTDOWN_GRACE_MS = 10_000;
const HOUR = 60 * 60 * 1000;

async function main() {
  const env = parseEnv();
  const logger = createLogger(env.logLevel);
  const database = createDb(env.databaseUrl, { onConnectionError: (err) => logger.warn({ err }, "database connection lost") });
  await database.migrate();
  logger.info({ database: database.kind }, "database ready");

  const mailer = createMailer({ from: env.mailFrom, smtpUrl: env.smtpUrl, outboxDir: env.outboxDir });
  const auth = createAuth({
    db: database.db,
    mailer,
    logger,
    publicUrl: env.publicUrl,
    secret: await loadAuthSecret(env.authSecret, env.dataDir),
    requireEmailVerification: env.requireEmailVerification,
  });
  const { billing, stripeWebhook } = createBilling(env, database.db, logger);
  const pricing = createMarketPricing(database.db, logger);
  const certificates = createCertificateReader();
  const analyses = { billing, pricing, today: () => new Date().toISOString().slice(0, 10), extractListing: (url: string) => extractListing(url, { fetch: safeFetch }) };
  const app = createApp({
    db: database.db,
    accounts: { auth, requireEmailVerification: env.requireEmailVerification },
    billing,
    analyses,
    api: { db: database.db, billing, analyses, enterpriseAccounts: env.apiEnterpriseAccounts },
    mailer,
    uploads: { db: database.db, storage: createStorage(env.storage), readCertificate: certificates.read, renderPdfThumbnail: certificates.pdfThumbnail, logger },
    stripeWebhook,
    llm: env.llm ? createOpenAiCompatibleWriter({ ...env.llm, logger }) : undefined,
    logger,
    config: {
      publicUrl: env.publicUrl,
      trustProxy: env.trustProxy,
      authRateLimitPerMinute: env.authRateLimitPerMinute,
      analysisRateLimitPerMinute: env.analysisRateLimitPerMinute,
      uploadRateLimitPerMinute: env.uploadRateLimitPerMinute,
      chatRateLimitPerMinute: env.chatRateLimitPerMinute,
      webDist: env.webDist,
    },
  });

  const pruning = setInterval(() => {
    pruneRateLimitBuckets(database.db, new Date(Date.now() - HOUR)).catch((err) => logger.warn({ err }, "rate-limit prune failed"));
  }, HOUR);
  pruning.unref();

  const marketRefresh = scheduleMarketRefresh({
    db: database.db,
    logger,
    feeds: env.marketFeeds,
    everyMinutes: env.marketRefreshMinutes,
    onImported: () => pricing.reload(),
  });

  const server = serve({ fetch: app.fetch, port: env.port, hostname: env.host }, (info) => {
    const url = `http://${env.host.includes(":") ? `[${env.host}]` : env.host}:${info.port}`;
    logger.info(
      { url, mail: mailer.kind, payments: billing.provider.kind, chat: env.llm ? "llm" : "built-in", requireEmailVerification: env.requireEmailVerification },
      `FairCarat is ready at ${url}`,
    );
    // After listening: a first import and the fit take seconds and must not delay readiness. The
    // first fit waits for the import, so analyses never run on a half-imported market.
    void marketRefresh
      .runNow()
      .then(() => pricing.current() ?? pricing.reload())
      .catch((err: unknown) => logger.error({ err }, "pricing model fit failed"));
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: finishing open requests");
    clearInterval(pruning);
    const marketStopped = marketRefresh.stop();
    const force = setTimeout(() => {
      logger.error({}, "open requests did not finish in time; exiting");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    const closeResources = async () => {
      await marketStopped;
      await certificates.close();
      await database.close();
    };
    server.close(() => {
      closeResources().then(
        () => {
          logger.info({}, "stopped");
          process.exit(0);
        },
        (err: unknown) => {
          logger.error({ err }, "shutdown failed");
          process.exit(1);
        },
      );
    });
    // Idle keep-alive sockets would otherwise hold close() open until they time out.
    if ("closeIdleConnections" in server) server.closeIdleConnections();
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
