import type {
  AccountsContext,
  AnalysesContext,
  ApiContext,
  BillingContext,
  LlmWriter,
  Logger,
  Mailer,
  MarketDataWatch,
  StripeWebhookDeps,
  UploadsContext,
} from "@faircarat/core";
import type { Database } from "@faircarat/db";
import type { Metrics } from "./metrics";
import type { TrustProxy } from "./middleware/client-ip";

/** Everything the HTTP layer needs, built once by compose-app.ts and passed in. */
export interface AppDeps {
  db: Database;
  accounts: AccountsContext;
  billing: BillingContext;
  analyses: AnalysesContext;
  uploads: UploadsContext;
  /** The business API: keys, /api/v1 and its MCP server (docs/decisions/025-public-api-v1.md). */
  api: ApiContext;
  /** Acknowledges enterprise enquiries. */
  mailer: Mailer;
  /** Present when Stripe is configured; the test provider needs no webhooks. */
  stripeWebhook?: StripeWebhookDeps | undefined;
  /**
   * A language model for Diamond Expert AI replies (LLM_* settings); absent, the built-in expert
   * answers.
   */
  llm?: LlmWriter | undefined;
  logger: Logger;
  metrics: Metrics;
  /**
   * Where the market sources stand (readiness names a file an import could not read; /metrics per
   * source).
   */
  marketData: MarketDataWatch;
  config: {
    /** Public origin of the site; requests from other origins may not post forms. */
    publicUrl: string;
    /** Signs and checks alert emails' unsubscribe links (the auth secret). */
    alertLinkSecret: string;
    /** Proxies whose X-Forwarded-For entries are believed (TRUST_PROXY). */
    trustProxy: TrustProxy;
    authRateLimitPerMinute: number;
    analysisRateLimitPerMinute: number;
    /**
     * `chrome-extension://<id>` origins of FairCarat's extension: they may post analyses (POST
     * /api/analyses) only; absent, none.
     */
    extensionOrigins?: readonly string[] | undefined;
    uploadRateLimitPerMinute: number;
    /** Diamond Expert AI questions per user per minute; 20 when absent. */
    chatRateLimitPerMinute?: number | undefined;
    /** Every page shows the test-mode banner (an explicit PAYMENTS=test). */
    testPaymentsBanner?: boolean | undefined;
    /** GET /metrics: open when absent. */
    metrics?: { enabled: boolean; token?: string | undefined } | undefined;
    /** Folder of the built SPA; absent in API-only tests. */
    webDist?: string | undefined;
  };
}

export interface AppEnv {
  Variables: { requestId: string };
}
