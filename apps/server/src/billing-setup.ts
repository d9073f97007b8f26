import Stripe from "stripe";
import {
  createStripeProvider,
  createTestProvider,
  type BillingContext,
  type Logger,
  type PaymentProvider,
  type StripeWebhookDeps,
} from "@faircarat/core";
import type { Database } from "@faircarat/db";
import type { Env } from "./env";

/**
 * A Stripe call gives up after 10 s (stripe-node's default is 80 s, longer than anyone waits on
 * a button) and retries a dropped connection twice, with the same idempotency key each time.
 */
export const STRIPE_CLIENT_OPTIONS = { timeout: 10_000, maxNetworkRetries: 2 } as const;

type BillingEnv = Pick<Env, "stripe" | "publicUrl" | "unlimitedProductId"> &
  Partial<Pick<Env, "production" | "testPaymentsBanner">>;

/**
 * Stripe when its keys are configured, otherwise the built-in test checkout; a test may put its own
 * provider in place of either.
 */
export function createBilling(
  env: BillingEnv,
  db: Database,
  logger: Logger,
  overrides: { provider?: PaymentProvider | undefined; now?: (() => Date) | undefined } = {},
) {
  // parseEnv already refuses this; kept here too because a free checkout in production gives the
  // product away.
  if (env.production && !env.stripe && !env.testPaymentsBanner)
    throw new Error(
      "Production needs Stripe keys or an explicit PAYMENTS=test; refusing the free test checkout.",
    );
  const stripe = env.stripe ? new Stripe(env.stripe.secretKey, STRIPE_CLIENT_OPTIONS) : undefined;
  const billing: BillingContext = {
    db,
    logger,
    publicUrl: env.publicUrl,
    unlimitedProductId: env.unlimitedProductId,
    provider:
      overrides.provider ??
      (stripe && env.stripe
        ? createStripeProvider(stripe, env.stripe.prices)
        : createTestProvider(env.publicUrl)),
    now: overrides.now,
  };
  const stripeWebhook: StripeWebhookDeps | undefined =
    stripe && env.stripe ? { stripe, webhookSecret: env.stripe.webhookSecret } : undefined;
  return { billing, stripeWebhook };
}
