import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { silentLogger } from "@faircarat/core";
import { createTestDb } from "@faircarat/db/testing";
import { composeApp } from "./compose-app";
import { parseEnv } from "./env";

const dataDir = mkdtempSync(path.join(tmpdir(), "faircarat-compose-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Every setting that turns on a service of its own: mail, Stripe, a language model, S3, metrics. */
const everythingConfigured = () =>
  parseEnv({
    DATA_DIR: dataDir,
    WEB_DIST: dataDir,
    AUTH_SECRET: "a-secret-of-at-least-thirty-two-characters",
    SMTP_URL: "smtp://mail.example.test:587",
    STRIPE_SECRET_KEY: "sk_test_offline",
    STRIPE_WEBHOOK_SECRET: "whsec_offline",
    STRIPE_PRICE_SINGLE_REPORT: "price_single",
    STRIPE_PRICE_UNLIMITED: "price_unlimited",
    LLM_BASE_URL: "https://llm.example.test/v1",
    LLM_MODEL: "a-model",
    S3_BUCKET: "faircarat-uploads",
    METRICS_TOKEN: "a-metrics-token-of-16+",
    API_ENTERPRISE_ACCOUNTS: "buyer@example.com",
  });

/** `context.key` for each dependency that is present as a name but has no value. */
function absentDependencies(named: Record<string, object>): string[] {
  return Object.entries(named).flatMap(([context, value]) =>
    Object.entries(value)
      .filter(([, dependency]) => dependency === undefined)
      .map(([key]) => `${context}.${key}`),
  );
}

describe("the composition root", () => {
  it("wires every dependency the configuration provides: only the tests' clocks and upload limits stay absent", async () => {
    const database = await createTestDb("pglite");
    const composed = await composeApp(everythingConfigured(), {
      db: database.db,
      logger: silentLogger,
    });
    try {
      const { deps, tracking } = composed;
      expect(absentDependencies({ app: deps })).toEqual([]);
      expect(
        absentDependencies({
          accounts: deps.accounts,
          analyses: deps.analyses,
          api: deps.api,
          billing: deps.billing,
          uploads: deps.uploads,
          config: deps.config,
          tracking,
        }),
      ).toEqual(["api.now", "billing.now", "uploads.accountLimits", "tracking.now"]);
      expect(deps.billing.provider.kind).toBe("stripe");
      expect(deps.stripeWebhook?.webhookSecret).toBe("whsec_offline");
      expect(deps.mailer.kind).toBe("smtp");
    } finally {
      await composed.close();
      await database.close();
    }
  });
});
