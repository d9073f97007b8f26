import path from "node:path";
import { z } from "zod";
import { apiPlans } from "@faircarat/contracts";
import { isUrlEntry } from "@faircarat/core/market/read-market-sources";
import { defaultDbTimeouts } from "@faircarat/db";
import { toBlockList, type TrustProxy } from "./middleware/client-ip";

/**
 * The id the committed development key (apps/extension/manifest-key.txt) gives the unpacked
 * extension (decision 042).
 */
export const DEV_EXTENSION_ID = "oophedeoodlmaagafblbakggabgbnmii";

const booleanFlag = z
  .enum(["true", "false", "1", "0"])
  .transform((value) => value === "true" || value === "1");

const stripeSettings = [
  "STRIPE_WEBHOOK_SECRET",
  "STRIPE_PRICE_SINGLE_REPORT",
  "STRIPE_PRICE_UNLIMITED",
] as const;

/**
 * The modes NODE_ENV names, in any case; unset (or empty) is development. Anything else is refused:
 * `NODE_ENV=prod` must not quietly run development mode.
 */
const NODE_ENV_MODES = ["development", "test", "production"];
const namesNodeEnvMode = (value: string) =>
  value.trim() === "" || NODE_ENV_MODES.includes(value.trim().toLowerCase());

const envSchema = z
  .object({
    NODE_ENV: z
      .string()
      .refine(namesNodeEnvMode, {
        error: (issue) =>
          `must be unset, development, test or production (in any case), not ${JSON.stringify(issue.input)}`,
      })
      .optional(),
    PAYMENTS: z.enum(["stripe", "test"]).optional(),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("127.0.0.1"),
    PUBLIC_URL: z.url().optional(),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z.string().min(1).optional(),
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .positive()
      .default(defaultDbTimeouts.connectMs),
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .positive()
      .default(defaultDbTimeouts.statementMs),
    DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .positive()
      .default(defaultDbTimeouts.idleInTransactionMs),
    AUTH_SECRET: z
      .string()
      .min(32, { error: "AUTH_SECRET must be at least 32 characters" })
      .optional(),
    SMTP_URL: z.url().optional(),
    MAIL_FROM: z.string().min(3).default("FairCarat <no-reply@faircarat.local>"),
    REQUIRE_EMAIL_VERIFICATION: booleanFlag.optional(),
    TRUST_PROXY: z.string().default("false").transform(parseTrustProxy),
    AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(10),
    ANALYSIS_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(20),
    EXTENSION_IDS: z
      .string()
      .default(DEV_EXTENSION_ID)
      .transform((list) =>
        list
          .split(",")
          .map((id) => id.trim())
          .filter((id) => id !== ""),
      )
      .pipe(
        z.array(
          z.string().regex(/^[a-p]{32}$/, {
            error: "EXTENSION_IDS must list Chrome extension ids (32 letters a-p), comma-separated",
          }),
        ),
      ),
    STRIPE_SECRET_KEY: z.string().startsWith("sk_").optional(),
    STRIPE_WEBHOOK_SECRET: z.string().startsWith("whsec_").optional(),
    STRIPE_PRICE_SINGLE_REPORT: z.string().startsWith("price_").optional(),
    STRIPE_PRICE_UNLIMITED: z.string().startsWith("price_").optional(),
    UNLIMITED_PRODUCT_ID: z.string().min(1).default("prod_faircarat_unlimited"),
    WEB_DIST: z.string().min(1).default("./apps/web/dist"),
    MARKET_FEEDS: z.string().min(1).default("../shared/data/market"),
    MARKET_INDEXES: z.string().default("../shared/data/market-index").transform(parseMarketIndexes),
    MARKET_REFRESH_MINUTES: z.coerce.number().min(0).default(15),
    MARKET_OBSERVATIONS: z
      .enum(["on", "off", "true", "false", "1", "0"])
      .default("on")
      .transform((value) => value === "on" || value === "true" || value === "1"),
    UPLOAD_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(20),
    S3_BUCKET: z.string().min(3).optional(),
    S3_REGION: z.string().min(1).default("us-east-1"),
    S3_ENDPOINT: z.url().optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    LLM_BASE_URL: z.url().optional(),
    LLM_API_KEY: z.string().min(1).optional(),
    LLM_MODEL: z.string().min(1).optional(),
    LLM_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
    CHAT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(20),
    METRICS_TOKEN: z
      .string()
      .min(16, { error: "METRICS_TOKEN must be at least 16 characters" })
      .optional(),
    API_ENTERPRISE_ACCOUNTS: z.string().default(""),
    API_ENTERPRISE_RATE_LIMIT_PER_MINUTE: z.coerce
      .number()
      .int()
      .positive()
      .default(apiPlans.enterprise.perMinute),
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
      .default("info"),
  })
  .superRefine((env, ctx) => {
    if (env.LLM_BASE_URL && !env.LLM_MODEL)
      ctx.addIssue({
        code: "custom",
        path: ["LLM_MODEL"],
        message: "is required when LLM_BASE_URL is set",
      });
    if (env.PAYMENTS === "stripe" && !env.STRIPE_SECRET_KEY)
      ctx.addIssue({
        code: "custom",
        path: ["STRIPE_SECRET_KEY"],
        message: "is required when PAYMENTS=stripe",
      });
    if (env.PAYMENTS === "test" && env.STRIPE_SECRET_KEY)
      ctx.addIssue({
        code: "custom",
        path: ["PAYMENTS"],
        message: "is test but STRIPE_SECRET_KEY is set: unset one of them",
      });
    if (!env.STRIPE_SECRET_KEY) return;
    for (const name of stripeSettings) {
      if (!env[name])
        ctx.addIssue({
          code: "custom",
          path: [name],
          message: "is required when STRIPE_SECRET_KEY is set",
        });
    }
  });

const isPostgresUrl = (url: string | undefined) => /^postgres(ql)?:\/\//.test(url ?? "");

/**
 * What production (NODE_ENV=production) may not leave to the development defaults. Checked on the
 * raw values, so that these are listed even when another setting is also wrong.
 */
function productionProblems(source: NodeJS.ProcessEnv): string[] {
  if (!isProduction(source)) return [];
  const problems: string[] = [];
  if (!source.AUTH_SECRET)
    problems.push(
      "AUTH_SECRET: is required in production (at least 32 random characters, e.g. `openssl rand -base64 48`)",
    );
  if (!isPostgresUrl(source.DATABASE_URL))
    problems.push(
      "DATABASE_URL: must be a postgres:// URL in production (the embedded PGlite serves one process on one machine)",
    );
  if (!source.STRIPE_SECRET_KEY && source.PAYMENTS !== "test") {
    problems.push(
      "STRIPE_SECRET_KEY: is required in production, with STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_SINGLE_REPORT and STRIPE_PRICE_UNLIMITED; or set PAYMENTS=test for the free test checkout (every page then shows a test-mode banner)",
    );
  }
  if (!source.PUBLIC_URL) {
    problems.push(
      "PUBLIC_URL: is required in production: the https:// address users reach (links in emails, the allowed form origin, Secure cookies and HSTS)",
    );
  } else if (!source.PUBLIC_URL.startsWith("https://")) {
    problems.push(
      "PUBLIC_URL: must be an https:// address in production (over http the session cookie crosses the network readable, without Secure or HSTS)",
    );
  }
  return problems;
}

/**
 * `MARKET_INDEXES`: "" or "off" reads none; else a comma-separated list of index files or folders
 * and https URLs of the index publisher's JSON document. A URL must be https (a document read over
 * plain http could be rewritten on the way), without a user name or password.
 */
function parseMarketIndexes(value: string, ctx: z.RefinementCtx): string[] | undefined {
  if (value.trim() === "" || value.trim() === "off") return undefined;
  const entries = value
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  for (const entry of entries.filter(isUrlEntry)) {
    const url = URL.canParse(entry) ? new URL(entry) : null;
    if (url?.protocol !== "https:" || url.username || url.password)
      ctx.addIssue({
        code: "custom",
        message: `${JSON.stringify(entry)} is not an https:// URL without credentials (the publisher's document is read over https only)`,
      });
  }
  return entries.map((entry) => (isUrlEntry(entry) ? entry : path.resolve(entry)));
}

/**
 * `false`/`0`: no proxy; `true`/`1`..`N`: that many proxy hops; else the proxies' IPs and CIDR
 * ranges.
 */
function parseTrustProxy(value: string, ctx: z.RefinementCtx): TrustProxy {
  const text = value.trim().toLowerCase();
  if (text === "false" || text === "") return false;
  if (text === "true") return 1;
  if (/^\d+$/.test(text)) return Number(text);
  const ranges = text
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  try {
    toBlockList(ranges);
  } catch (error) {
    ctx.addIssue({
      code: "custom",
      message: `must be false, a hop count or a list of IPs/CIDR ranges (${(error as Error).message})`,
    });
    return false;
  }
  return ranges;
}

export type Env = ReturnType<typeof parseEnv>;

/**
 * `Production`, ` production ` and `PRODUCTION` are production too: a typo must not turn its checks
 * off.
 */
export const isProduction = (source: NodeJS.ProcessEnv) =>
  source.NODE_ENV?.trim().toLowerCase() === "production";

/** An https address other than this machine's: a site people reach, whatever NODE_ENV says. */
export function isPublicHttps(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return (
    protocol === "https:" &&
    !["localhost", "127.0.0.1", "[::1]"].includes(hostname) &&
    !hostname.endsWith(".localhost")
  );
}

/** Reads the configuration once, failing fast with every problem listed. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(source);
  const problems = [
    ...(parsed.success
      ? []
      : parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`)),
    ...productionProblems(source),
  ];
  if (!parsed.success || problems.length > 0) {
    const mode = isProduction(source) ? " for production (NODE_ENV=production)" : "";
    throw new Error(
      `Invalid configuration${mode}:\n${problems.map((problem) => `  ${problem}`).join("\n")}`,
    );
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  const browserHost = env.HOST === "0.0.0.0" || env.HOST === "::" ? "localhost" : env.HOST;
  const publicUrl = (env.PUBLIC_URL ?? `http://${browserHost}:${env.PORT}`).replace(/\/$/, "");
  return {
    production: isProduction(source),
    port: env.PORT,
    host: env.HOST,
    publicUrl,
    dataDir,
    databaseUrl: env.DATABASE_URL ?? path.join(dataDir, "db"),
    /**
     * PostgreSQL only: a stalled or restarting server answers 503 after these, never hangs a
     * request.
     */
    databaseTimeouts: {
      connectMs: env.DATABASE_CONNECT_TIMEOUT_MS,
      statementMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
      idleInTransactionMs: env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    },
    authSecret: env.AUTH_SECRET,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    outboxDir: path.join(dataDir, "outbox"),
    // Without SMTP nobody can receive the link, so requiring it would lock everyone out.
    requireEmailVerification: env.REQUIRE_EMAIL_VERIFICATION ?? Boolean(env.SMTP_URL),
    trustProxy: env.TRUST_PROXY,
    authRateLimitPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE,
    analysisRateLimitPerMinute: env.ANALYSIS_RATE_LIMIT_PER_MINUTE,
    /**
     * Origins of the FairCarat browser extension builds allowed to post analyses with the buyer's
     * session.
     */
    extensionOrigins: env.EXTENSION_IDS.map((id) => `chrome-extension://${id}`),
    stripe: env.STRIPE_SECRET_KEY
      ? {
          secretKey: env.STRIPE_SECRET_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? "",
          prices: {
            singleReport: env.STRIPE_PRICE_SINGLE_REPORT ?? "",
            unlimited: env.STRIPE_PRICE_UNLIMITED ?? "",
          },
        }
      : undefined,
    /**
     * The free test checkout shows a banner on every page when PAYMENTS=test says so, and when it
     * serves a public https site without NODE_ENV=production (docs/decisions/022, addendum).
     */
    testPaymentsBanner:
      env.PAYMENTS === "test" || (!env.STRIPE_SECRET_KEY && isPublicHttps(publicUrl)),
    unlimitedProductId: env.UNLIMITED_PRODUCT_ID,
    webDist: path.resolve(env.WEB_DIST),
    marketFeeds: path.resolve(env.MARKET_FEEDS),
    /**
     * Published index editions, imported with the feed in the same run: folders or files (a missing
     * one imports none) and https URLs of the publisher's document; undefined: none are read.
     */
    marketIndexes: env.MARKET_INDEXES,
    /** 0 imports on start only. */
    marketRefreshMinutes: env.MARKET_REFRESH_MINUTES,
    /**
     * Known retailers' listing pages the product reads become market observations
     * (docs/decisions/037).
     */
    marketObservations: env.MARKET_OBSERVATIONS,
    /**
     * An OpenAI-compatible chat-completions endpoint for Diamond Expert AI; absent, the built-in
     * expert answers.
     */
    llm:
      env.LLM_BASE_URL && env.LLM_MODEL
        ? {
            baseUrl: env.LLM_BASE_URL,
            apiKey: env.LLM_API_KEY ?? "",
            model: env.LLM_MODEL,
            timeoutMs: env.LLM_TIMEOUT_MS,
          }
        : undefined,
    chatRateLimitPerMinute: env.CHAT_RATE_LIMIT_PER_MINUTE,
    logLevel: env.LOG_LEVEL,
    /** /metrics: open in development; in production only with a bearer token. */
    metrics: {
      enabled: !isProduction(source) || Boolean(env.METRICS_TOKEN),
      token: env.METRICS_TOKEN,
    },
    /** Emails or account ids with the enterprise API quota (comma or space separated). */
    apiEnterpriseAccounts: env.API_ENTERPRISE_ACCOUNTS.split(/[\s,]+/).filter(Boolean),
    /** Requests a minute per enterprise key (a contract may set more than the default). */
    apiEnterprisePerMinute: env.API_ENTERPRISE_RATE_LIMIT_PER_MINUTE,
    uploadRateLimitPerMinute: env.UPLOAD_RATE_LIMIT_PER_MINUTE,
    /** Local folder by default; S3-compatible object storage once S3_BUCKET is set. */
    storage: env.S3_BUCKET
      ? {
          kind: "s3" as const,
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
        }
      : { kind: "local" as const, root: path.join(dataDir, "uploads") },
  };
}
