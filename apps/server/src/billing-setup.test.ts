import { describe, expect, it } from "vitest";
import { silentLogger } from "@faircarat/core";
import type { Database } from "@faircarat/db";
import type { AppDeps } from "./app-env";
import { createBilling } from "./billing-setup";
import { parseEnv } from "./env";
import { billingRoutes } from "./routes/billing/billing-routes";

const db = {} as Database;
const base = { publicUrl: "https://faircarat.example", unlimitedProductId: "prod_unlimited" };
const stripe = {
  secretKey: "sk_test_offline",
  webhookSecret: "whsec_x",
  prices: { singleReport: "price_a", unlimited: "price_b" },
};

/** The paths billingRoutes mounts for this billing setup. */
function mountedPaths(billing: ReturnType<typeof createBilling>["billing"]) {
  return billingRoutes({ billing, accounts: {} } as unknown as AppDeps).routes.map(
    (route) => route.path,
  );
}

describe("the free test checkout in production", () => {
  it("is refused in production without Stripe keys and without PAYMENTS=test", () => {
    expect(() =>
      parseEnv({
        NODE_ENV: "production",
        AUTH_SECRET: "x".repeat(40),
        DATABASE_URL: "postgres://db/fc",
      }),
    ).toThrow(/STRIPE_SECRET_KEY/);
    expect(() =>
      createBilling(
        { ...base, production: true, stripe: undefined, testPaymentsBanner: false },
        db,
        silentLogger,
      ),
    ).toThrow(/refusing the free test checkout/);
  });

  it("is not mounted when Stripe is configured", () => {
    const { billing, stripeWebhook } = createBilling(
      { ...base, production: true, stripe, testPaymentsBanner: false },
      db,
      silentLogger,
    );
    expect(billing.provider.kind).toBe("stripe");
    expect(stripeWebhook).toBeDefined();
    const paths = mountedPaths(billing);
    expect(paths).toContain("/create-checkout");
    expect(paths.filter((route) => route.includes("test-"))).toEqual([]);
  });

  it("is mounted with an explicit PAYMENTS=test, and in development", () => {
    for (const env of [
      { ...base, production: true, stripe: undefined, testPaymentsBanner: true },
      { ...base, production: false, stripe: undefined, testPaymentsBanner: false },
    ]) {
      const { billing } = createBilling(env, db, silentLogger);
      expect(billing.provider.kind).toBe("test");
      expect(mountedPaths(billing)).toContain("/test-checkout/:id");
    }
  });
});
