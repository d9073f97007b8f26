import type { AccountsContext, AnalysesContext, ApiContext, BillingContext, LlmWriter, Logger, Mailer, StripeWebhookDeps, UploadsContext } from "@faircarat/core";
import type { Database } from "@faircarat/db";

/** Everything the HTTP layer needs, built once in main.ts (or a test) and passed in. */
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
  /** A language model for Diamond Expert AI replies (LLM_* settings); absent, the built-in expert answers. */
  llm?: LlmWriter | undefined;
  logger: Logger;
  config: {
    /** Public origin of the site; requests from other origins may not post forms. */
    publicUrl: string;
    trustProxy: boolean;
    authRateLimitPerMinute: number;
    analysisRateLimitPerMinute: number;
    uploadRateLimitPerMinute: number;
    /** Diamond Expert AI questions per user per minute; 20 when absent. */
    chatRateLimitPerMinute?: number | undefined;
    /** Folder of the built SPA; absent in API-only tests. */
    webDist?: string | undefined;
  };
}

export interface AppEnv {
  Variables: { requestId: string };
}
