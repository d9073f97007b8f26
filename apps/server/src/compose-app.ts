import {
  createAuth,
  createCertificateReader,
  createMailer,
  createMarketDataWatch,
  createMarketPricing,
  createObservedComparables,
  createOpenAiCompatibleWriter,
  observeListingReads,
  RecentSubscribers,
  type AnalysesContext,
  type FileStorage,
  type LlmWriter,
  type Logger,
  type Mailer,
  type MarketPricing,
  type ObservationOutcome,
  type PaymentProvider,
  type TrackingContext,
  type UploadsContext,
} from "@faircarat/core";
import { extractListing } from "@faircarat/core/listing/extract-listing";
import { safeFetch } from "@faircarat/core/listing/safe-fetch";
import type { Database } from "@faircarat/db";
import { createNaturalMarket } from "@faircarat/core/natural/natural-market";
import { createApp } from "./app";
import type { AppDeps } from "./app-env";
import { loadAuthSecret } from "./auth-secret";
import { createBilling } from "./billing-setup";
import type { Env } from "./env";
import { createMetrics } from "./metrics";
import { createStorage } from "./storage-setup";

/** The settings the app is wired from: the server's parsed environment, or the test app's. */
export type AppConfig = Pick<
  Env,
  | "production"
  | "publicUrl"
  | "dataDir"
  | "authSecret"
  | "smtpUrl"
  | "mailFrom"
  | "outboxDir"
  | "requireEmailVerification"
  | "trustProxy"
  | "authRateLimitPerMinute"
  | "analysisRateLimitPerMinute"
  | "uploadRateLimitPerMinute"
  | "chatRateLimitPerMinute"
  | "extensionOrigins"
  | "stripe"
  | "testPaymentsBanner"
  | "unlimitedProductId"
  | "marketObservations"
  | "llm"
  | "apiEnterpriseAccounts"
  | "apiEnterprisePerMinute"
  | "storage"
> & {
  metrics: NonNullable<AppDeps["config"]["metrics"]>;
  webDist?: Env["webDist"] | undefined;
};

type ReadListing = NonNullable<AnalysesContext["extractListing"]>;
type ReadCertificates = Pick<UploadsContext, "readCertificate" | "renderPdfThumbnail">;

/**
 * What a test puts in place of the outside world the configuration would reach; the server passes
 * none. `null` means none at all: URLs only stored, uploads stored unread.
 */
export interface AppOverrides {
  mailer?: Mailer;
  pricing?: MarketPricing;
  storage?: FileStorage;
  paymentProvider?: PaymentProvider;
  llm?: LlmWriter | null;
  readListingPage?: ReadListing | null;
  certificates?: ReadCertificates | null;
  uploadLimits?: UploadsContext["accountLimits"];
  observationsPerHostPerDay?: number;
  /** Told each listing read's observation outcome, besides the metrics. */
  onObservation?: (outcome: ObservationOutcome) => void;
  now?: () => Date;
}

/**
 * Every dependency of the app, each named even where it is absent: a new one is wired here or the
 * build fails.
 */
type Wired<T> = { [K in keyof Required<T>]: T[K] };

/**
 * The one composition root: builds every dependency of the app from the configuration, with a
 * test's overrides, for the server's start (main.ts) and the tests' app (testing/test-app.ts).
 */
export async function composeApp(
  config: AppConfig,
  runtime: { db: Database; logger: Logger },
  overrides: AppOverrides = {},
) {
  const { db, logger } = runtime;
  const { now } = overrides;
  const secret = await loadAuthSecret(config.authSecret, config.dataDir);
  const mailer =
    overrides.mailer ??
    createMailer({ from: config.mailFrom, smtpUrl: config.smtpUrl, outboxDir: config.outboxDir });
  const auth = createAuth({
    db,
    mailer,
    logger,
    publicUrl: config.publicUrl,
    secret,
    requireEmailVerification: config.requireEmailVerification,
  });
  const { billing, stripeWebhook } = createBilling(config, db, logger, {
    provider: overrides.paymentProvider,
    now,
  });
  const pricing = overrides.pricing ?? createMarketPricing(db, logger);
  const marketData = createMarketDataWatch(db, logger);
  const metrics = createMetrics(pricing, marketData);
  const certificateReader = overrides.certificates === undefined ? createCertificateReader() : null;
  const certificates: ReadCertificates = certificateReader
    ? {
        readCertificate: certificateReader.read,
        renderPdfThumbnail: certificateReader.pdfThumbnail,
      }
    : (overrides.certificates ?? {});
  const today = () => (now?.() ?? new Date()).toISOString().slice(0, 10);
  const readListing = listingReader(config, overrides, {
    db,
    logger,
    today,
    perHostPerDay: overrides.observationsPerHostPerDay,
    onOutcome: (outcome) => {
      metrics.marketObservations.inc({ outcome });
      overrides.onObservation?.(outcome);
    },
  });
  const analyses: Wired<AnalysesContext> = {
    billing,
    pricing,
    today,
    extractListing: readListing,
    observedComparables: createObservedComparables(db),
    naturalMarket: createNaturalMarket(db),
    recentSubscribers: new RecentSubscribers(),
  };
  const deps: Wired<AppDeps> = {
    db,
    accounts: { auth, requireEmailVerification: config.requireEmailVerification },
    billing,
    analyses,
    api: {
      db,
      billing,
      analyses,
      enterpriseAccounts: config.apiEnterpriseAccounts,
      enterprisePerMinute: config.apiEnterprisePerMinute,
      now,
    },
    mailer,
    uploads: {
      db,
      storage: overrides.storage ?? createStorage(config.storage),
      ...certificates,
      accountLimits: overrides.uploadLimits,
      logger,
    },
    stripeWebhook,
    llm:
      overrides.llm === undefined
        ? config.llm && createOpenAiCompatibleWriter({ ...config.llm, logger })
        : (overrides.llm ?? undefined),
    logger,
    metrics,
    marketData,
    config: {
      publicUrl: config.publicUrl,
      alertLinkSecret: secret,
      trustProxy: config.trustProxy,
      authRateLimitPerMinute: config.authRateLimitPerMinute,
      analysisRateLimitPerMinute: config.analysisRateLimitPerMinute,
      extensionOrigins: config.extensionOrigins,
      uploadRateLimitPerMinute: config.uploadRateLimitPerMinute,
      chatRateLimitPerMinute: config.chatRateLimitPerMinute,
      testPaymentsBanner: config.testPaymentsBanner,
      metrics: config.metrics,
      webDist: config.webDist,
    } satisfies Wired<AppDeps["config"]>,
  };
  /** What the tracked-diamond jobs need, on the same database, clock, mail and listing reader. */
  const tracking: Wired<TrackingContext> = {
    db,
    pricing,
    logger,
    mailer,
    publicUrl: config.publicUrl,
    secret,
    extractListing: readListing,
    now,
  };
  return {
    app: createApp(deps),
    deps,
    tracking,
    /** Stops what the composition started (the certificate reader's processes). */
    close: async () => certificateReader?.close(),
  };
}

export type ComposedApp = Awaited<ReturnType<typeof composeApp>>;

/**
 * The listing pages the product reads (the guarded fetch, or a test's reader), each read kept as a
 * market observation when MARKET_OBSERVATIONS is on.
 */
function listingReader(
  config: AppConfig,
  overrides: AppOverrides,
  observing: Parameters<typeof observeListingReads>[1],
): ReadListing | undefined {
  const read =
    overrides.readListingPage === undefined
      ? (url: string) => extractListing(url, { fetch: safeFetch })
      : overrides.readListingPage;
  if (!read) return undefined;
  return config.marketObservations ? observeListingReads(read, observing) : read;
}
