import { Hono } from "hono";
import { handleStripeWebhook, type StripeWebhookDeps } from "@faircarat/core";
import type { AppDeps, AppEnv } from "../../app-env";

/** Stripe calls this; the signature over the raw body is the only authentication. */
export function stripeWebhookRoutes({ billing }: AppDeps, stripe: StripeWebhookDeps) {
  return new Hono<AppEnv>().post("/", async (c) => {
    const outcome = await handleStripeWebhook(billing, stripe, await c.req.text(), c.req.header("stripe-signature"));
    return c.json({ received: true, outcome });
  });
}
