import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { errorEnvelopeSchema, UPLOAD_BUCKET } from "@faircarat/contracts";
import Stripe from "stripe";
import {
  createAuth,
  createLocalStorage,
  createMarketDataWatch,
  createObservedComparables,
  observeListingReads,
  type ObservationOutcome,
  type AnalysesContext,
  type FileStorage,
  type UploadsContext,
  createTestProvider,
  silentLogger,
  RecentSubscribers,
  type BillingContext,
  type LlmWriter,
  type Logger,
  type Mailer,
  type MailMessage,
  type MarketPricing,
  type PaymentProvider,
  type TrackingContext,
} from "@faircarat/core";
import { createNaturalMarket } from "@faircarat/core/natural/natural-market";
import { fittedFixture } from "@faircarat/pricing/testing/fitted-fixture";
import { createTestDb, type TestDatabaseKind } from "@faircarat/db/testing";
import { createApp } from "../app";

export const TEST_PUBLIC_URL = "http://localhost:3000";
export const TEST_AUTH_SECRET = "test-secret-test-secret-test-secret-0123";

export const TEST_WEBHOOK_SECRET = "whsec_test_secret";
export const TEST_PRODUCT_ID = "prod_test_unlimited";
/** Offline: only used to verify and sign webhook payloads. */
export const testStripe = new Stripe("sk_test_offline");

/** Stands in for Stripe's API at our boundary: checkouts get predictable ids and URLs. */
export function fakeStripeProvider(): PaymentProvider & { created: string[] } {
  const created: string[] = [];
  return {
    kind: "stripe",
    created,
    async createCheckout({ plan }) {
      const id = `cs_fake_${plan}_${created.length + 1}`;
      created.push(id);
      return { id, url: `https://checkout.stripe.test/${id}` };
    },
    async createPortal(customerId) {
      return { url: `https://billing.stripe.test/${customerId}` };
    },
  };
}

let fixtureSnapshot: ReturnType<typeof fittedFixture> | undefined;
/**
 * A model fitted on the pricing package's synthetic three-retailer market (fitted once per file).
 */
export function fixturePricing(): MarketPricing {
  fixtureSnapshot ??= fittedFixture();
  const snapshot = {
    model: fixtureSnapshot.model,
    index: fixtureSnapshot.index,
    fittedAt: new Date(),
  };
  return { current: () => snapshot, reload: async () => snapshot };
}

export interface TestAppOptions {
  /**
   * Defaults to the synthetic fixture; pass one whose `current()` is null to simulate no market
   * data.
   */
  pricing?: MarketPricing;
  /** Reads listing URLs; absent, URLs are only stored (tests never fetch the real web). */
  extractListing?: AnalysesContext["extractListing"];
  analysisRateLimitPerMinute?: number;
  chatRateLimitPerMinute?: number;
  llm?: LlmWriter;
  /** "stripe" uses a fake Stripe API and accepts webhooks signed with TEST_WEBHOOK_SECRET. */
  payments?: "test" | "stripe";
  /**
   * Stands in for the payment provider (with `payments: "stripe"`, instead of the fake Stripe API).
   */
  provider?: PaymentProvider;
  now?: () => Date;
  requireEmailVerification?: boolean;
  authRateLimitPerMinute?: number;
  logger?: Logger;
  /** Defaults to a local folder in a temporary directory, removed on close. */
  storage?: FileStorage;
  readCertificate?: UploadsContext["readCertificate"];
  /** An account's file count and total bytes (UPLOAD_ACCOUNT_LIMITS when absent). */
  uploadLimits?: UploadsContext["accountLimits"];
  renderPdfThumbnail?: UploadsContext["renderPdfThumbnail"];
  uploadRateLimitPerMinute?: number;
  /** GET /metrics settings (open when absent). */
  metrics?: { enabled: boolean; token?: string };
  /** Emails or account ids given the enterprise API plan. */
  apiEnterpriseAccounts?: string[];
  /**
   * MARKET_OBSERVATIONS: on (default) keeps what listing pages read through `extractListing` state,
   * as the server does.
   */
  marketObservations?: boolean;
  /**
   * `chrome-extension://<id>` origins allowed to post analyses (EXTENSION_IDS); none when absent.
   */
  extensionOrigins?: string[];
  /** The daily cap per retailer host (OBSERVATIONS_PER_HOST_PER_DAY when absent). */
  observationsPerHostPerDay?: number;
}

/** The whole API in-process on a database of its own, with mail kept in memory. */
export async function createTestApp(kind: TestDatabaseKind, options: TestAppOptions = {}) {
  const database = await createTestDb(kind);
  const sentMail: MailMessage[] = [];
  const mailer: Mailer = { kind: "smtp", send: async (message) => void sentMail.push(message) };
  const requireEmailVerification = options.requireEmailVerification ?? false;
  const logger = options.logger ?? silentLogger;
  const auth = createAuth({
    db: database.db,
    mailer,
    logger,
    publicUrl: TEST_PUBLIC_URL,
    secret: TEST_AUTH_SECRET,
    requireEmailVerification,
  });
  const stripeMode = options.payments === "stripe";
  const billing: BillingContext = {
    db: database.db,
    logger,
    publicUrl: TEST_PUBLIC_URL,
    unlimitedProductId: TEST_PRODUCT_ID,
    provider:
      options.provider ?? (stripeMode ? fakeStripeProvider() : createTestProvider(TEST_PUBLIC_URL)),
    now: options.now,
  };
  const uploadsDir = mkdtempSync(path.join(tmpdir(), "faircarat-uploads-"));
  const storage = options.storage ?? createLocalStorage(uploadsDir, UPLOAD_BUCKET);
  const today = () => (options.now?.() ?? new Date()).toISOString().slice(0, 10);
  const observations: ObservationOutcome[] = [];
  const readListing =
    options.extractListing && options.marketObservations !== false
      ? observeListingReads(options.extractListing, {
          db: database.db,
          logger,
          today,
          perHostPerDay: options.observationsPerHostPerDay,
          onOutcome: (outcome) => observations.push(outcome),
        })
      : options.extractListing;
  const pricing = options.pricing ?? fixturePricing();
  const analyses: AnalysesContext = {
    billing,
    pricing,
    today,
    extractListing: readListing,
    observedComparables: createObservedComparables(database.db),
    naturalMarket: createNaturalMarket(database.db, pricing),
    recentSubscribers: new RecentSubscribers(),
  };
  const marketData = createMarketDataWatch(database.db, logger);
  const app = createApp({
    db: database.db,
    marketData,
    uploads: {
      db: database.db,
      storage,
      readCertificate: options.readCertificate,
      renderPdfThumbnail: options.renderPdfThumbnail,
      accountLimits: options.uploadLimits,
    },
    accounts: { auth, requireEmailVerification },
    billing,
    analyses,
    api: {
      db: database.db,
      billing,
      analyses,
      enterpriseAccounts: options.apiEnterpriseAccounts ?? [],
      now: options.now,
    },
    mailer,
    stripeWebhook: stripeMode
      ? { stripe: testStripe, webhookSecret: TEST_WEBHOOK_SECRET }
      : undefined,
    llm: options.llm,
    logger,
    config: {
      publicUrl: TEST_PUBLIC_URL,
      alertLinkSecret: TEST_AUTH_SECRET,
      chatRateLimitPerMinute: options.chatRateLimitPerMinute,
      trustProxy: true,
      authRateLimitPerMinute: options.authRateLimitPerMinute ?? 1000,
      analysisRateLimitPerMinute: options.analysisRateLimitPerMinute ?? 1000,
      uploadRateLimitPerMinute: options.uploadRateLimitPerMinute ?? 1000,
      metrics: options.metrics,
      extensionOrigins: options.extensionOrigins,
    },
  });

  let ipCounter = 0;
  /** Each call gets its own client address unless one is given, so rate limits stay per test. */
  const request = (path: string, init: RequestInit & { ip?: string; cookie?: string } = {}) => {
    const headers = new Headers(init.headers);
    headers.set(
      "x-forwarded-for",
      init.ip ?? `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`,
    );
    if (init.cookie) headers.set("cookie", init.cookie);
    if (!headers.has("origin")) headers.set("origin", TEST_PUBLIC_URL);
    return app.request(path, { ...init, headers });
  };
  const postJson = (path: string, body: unknown, init: { ip?: string; cookie?: string } = {}) =>
    request(path, {
      method: "POST",
      body: JSON.stringify(body),
      headers: { "content-type": "application/json" },
      ...init,
    });

  /** Signs up and signs in a fresh account; returns its cookie and email. */
  let accountCounter = 0;
  const signedInUser = async () => {
    const email = `user${++accountCounter}-${Date.now()}@example.com`;
    const account = { fullName: "Test Buyer", email, password: "secret-pw" };
    await postJson("/api/auth/sign-up", account);
    const signIn = await postJson("/api/auth/sign-in", account);
    const body = (await signIn.json()) as { user: { id: string } };
    return { cookie: cookieFrom(signIn), email, userId: body.user.id };
  };

  const close = async () => {
    await database.close();
    rmSync(uploadsDir, { recursive: true, force: true });
  };
  /** What the tracked-diamond jobs need, on this app's database, clock and mail. */
  const tracking: TrackingContext = {
    db: database.db,
    pricing: analyses.pricing,
    logger,
    mailer,
    publicUrl: TEST_PUBLIC_URL,
    secret: TEST_AUTH_SECRET,
    extractListing: readListing,
    now: options.now,
  };
  return {
    app,
    db: database.db,
    billing,
    storage,
    sentMail,
    tracking,
    marketData,
    observations,
    request,
    postJson,
    signedInUser,
    close,
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The `name=value` pairs of a response's Set-Cookie headers, ready to send back. */
export function cookieFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

export function linkIn(message: MailMessage): string {
  const match = message.text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`no link in mail: ${message.subject}`);
  return match[0];
}

/** The error of an error response, checked against the envelope schema. */
export async function errorOf(response: Response) {
  return errorEnvelopeSchema.parse(await response.json()).error;
}

/** A response body for assertions (tests check its shape with expect). */
export async function bodyOf(response: Response): Promise<any> {
  return response.json();
}
