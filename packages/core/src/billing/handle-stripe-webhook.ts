import type Stripe from "stripe";
import { isStorableText } from "@faircarat/contracts";
import { DomainError } from "../errors";
import type { BillingContext } from "./billing-context";
import { applyBillingEvent } from "./events/apply-billing-event";
import { toBillingEvent } from "./stripe-events/to-billing-event";

export interface StripeWebhookDeps {
  stripe: Stripe;
  webhookSecret: string;
}

/** Verifies the signature, then applies allow-listed events once each. */
export async function handleStripeWebhook(
  ctx: BillingContext,
  deps: StripeWebhookDeps,
  rawBody: string | Buffer,
  signature: string | undefined,
): Promise<"applied" | "duplicate" | "ignored"> {
  let event: Stripe.Event;
  try {
    if (!signature) throw new Error("missing signature");
    event = deps.stripe.webhooks.constructEvent(rawBody, signature, deps.webhookSecret);
  } catch {
    throw new DomainError("bad_request", "The webhook signature could not be verified.");
  }
  const billingEvent = toBillingEvent(event);
  if (!billingEvent) return "ignored";
  // Signed is not sane: ids and metadata are stored, and text PostgreSQL refuses would fail every
  // retry.
  if (!textIsStorable(billingEvent))
    throw new DomainError("bad_request", "The event holds text that cannot be stored.");
  const outcome = await applyBillingEvent(ctx, billingEvent);
  ctx.logger.info({ eventId: event.id, type: event.type, outcome }, "stripe webhook");
  return outcome;
}

function textIsStorable(value: unknown): boolean {
  if (typeof value === "string") return isStorableText(value);
  if (value && typeof value === "object" && !(value instanceof Date))
    return Object.values(value).every(textIsStorable);
  return true;
}
