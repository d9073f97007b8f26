import { isPublicHttps, type Env } from "./env";

type SummaryEnv = Pick<
  Env,
  | "production"
  | "smtpUrl"
  | "outboxDir"
  | "storage"
  | "stripe"
  | "testPaymentsBanner"
  | "databaseUrl"
  | "publicUrl"
>;

/** Where mail, uploads, payments and data go, stated in the start log so no default is silent. */
export function startSummary(env: SummaryEnv) {
  const smtpHost = env.smtpUrl ? new URL(env.smtpUrl).host : undefined;
  const settings = {
    mode: env.production ? "production" : "development",
    database: /^postgres(ql)?:\/\//.test(env.databaseUrl)
      ? `postgres ${new URL(env.databaseUrl).host}`
      : `pglite ${env.databaseUrl}`,
    mail: smtpHost
      ? `smtp ${smtpHost}`
      : `outbox ${env.outboxDir} (no SMTP_URL: emails are files, nobody receives them)`,
    storage:
      env.storage.kind === "s3"
        ? `s3 bucket ${env.storage.bucket}`
        : `local folder ${env.storage.root} (no S3_BUCKET)`,
    payments: env.stripe
      ? "stripe"
      : env.testPaymentsBanner
        ? "test checkout (banner shown)"
        : "test checkout (no STRIPE_SECRET_KEY)",
  };
  const warnings: string[] = [];
  if (env.production) {
    if (!smtpHost)
      warnings.push(
        "No SMTP_URL: account emails are written to the outbox folder and never delivered.",
      );
    if (env.storage.kind === "local")
      warnings.push(
        "No S3_BUCKET: uploads stay on this machine's disk; other processes cannot read them.",
      );
    if (!env.stripe)
      warnings.push("PAYMENTS=test: purchases are free and every page shows a test-mode banner.");
  }
  if (!env.production && !env.stripe && isPublicHttps(env.publicUrl))
    warnings.push(
      `No STRIPE_SECRET_KEY and no NODE_ENV=production on ${env.publicUrl}: purchases are free (test checkout) and every page shows a test-mode banner.`,
    );
  return { settings, warnings };
}
