import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { errorEnvelopeSchema } from "@faircarat/contracts";
import Stripe from "stripe";
import {
  silentLogger,
  type AnalysesContext,
  type FileStorage,
  type LlmWriter,
  type Logger,
  type Mailer,
  type MailMessage,
  type MarketPricing,
  type ObservationOutcome,
  type PaymentProvider,
  type UploadsContext,
} from "@faircarat/core";
import { fittedFixture } from "@faircarat/pricing/testing/fitted-fixture";
import { createTestDb, type TestDatabaseKind } from "@faircarat/db/testing";
import { composeApp, type AppConfig } from "../compose-app";
import { parseEnv } from "../env";

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
  const dataDir = mkdtempSync(path.join(tmpdir(), "faircarat-test-app-"));
  const stripeMode = options.payments === "stripe";
  const observations: ObservationOutcome[] = [];
  const { app, deps, tracking } = await composeApp(
    testConfig(dataDir, options),
    { db: database.db, logger: options.logger ?? silentLogger },
    {
      mailer,
      pricing: options.pricing ?? fixturePricing(),
      storage: options.storage,
      paymentProvider: options.provider ?? (stripeMode ? fakeStripeProvider() : undefined),
      llm: options.llm ?? null,
      readListingPage: options.extractListing ?? null,
      certificates: {
        readCertificate: options.readCertificate,
        renderPdfThumbnail: options.renderPdfThumbnail,
      },
      uploadLimits: options.uploadLimits,
      observationsPerHostPerDay: options.observationsPerHostPerDay,
      onObservation: (outcome) => observations.push(outcome),
      now: options.now,
    },
  );
  const { billing, marketData } = deps;
  const storage = deps.uploads.storage;

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
    rmSync(dataDir, { recursive: true, force: true });
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

/**
 * The server's own configuration, parsed from the same schema, with a test's settings: limits
 * generous enough that only a test about them meets them, every client address believed, and the
 * uploads in a temporary folder.
 */
function testConfig(dataDir: string, options: TestAppOptions): AppConfig {
  const env = parseEnv({
    PUBLIC_URL: TEST_PUBLIC_URL,
    AUTH_SECRET: TEST_AUTH_SECRET,
    DATA_DIR: dataDir,
  });
  return {
    ...env,
    webDist: undefined,
    requireEmailVerification: options.requireEmailVerification ?? false,
    trustProxy: true,
    authRateLimitPerMinute: options.authRateLimitPerMinute ?? 1000,
    analysisRateLimitPerMinute: options.analysisRateLimitPerMinute ?? 1000,
    uploadRateLimitPerMinute: options.uploadRateLimitPerMinute ?? 1000,
    chatRateLimitPerMinute: options.chatRateLimitPerMinute ?? env.chatRateLimitPerMinute,
    extensionOrigins: options.extensionOrigins ?? [],
    metrics: options.metrics ?? { enabled: true, token: undefined },
    apiEnterpriseAccounts: options.apiEnterpriseAccounts ?? [],
    marketObservations: options.marketObservations ?? true,
    unlimitedProductId: TEST_PRODUCT_ID,
    stripe:
      options.payments === "stripe"
        ? {
            secretKey: "sk_test_offline",
            webhookSecret: TEST_WEBHOOK_SECRET,
            prices: { singleReport: "price_test_single", unlimited: "price_test_unlimited" },
          }
        : undefined,
  };
}

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
