import { Hono } from "hono";
import { handleStripeWebhook, type StripeWebhookDeps } from "@faircarat/core";
import type { AppDeps, AppEnv } from "../../app-env";

/** Stripe calls this; the signature over the raw body is the only authentication. */
export function stripeWebhookRoutes({ billing }: AppDeps, stripe: StripeWebhookDeps) {
  return new Hono<AppEnv>().post("/", async (c) => {
    // The signature covers the bytes as sent, so they are verified undecoded.
    const rawBody = Buffer.from(await c.req.arrayBuffer());
    const outcome = await handleStripeWebhook(
      billing,
      stripe,
      rawBody,
      c.req.header("stripe-signature"),
    );
    return c.json({ received: true, outcome });
  });
}
