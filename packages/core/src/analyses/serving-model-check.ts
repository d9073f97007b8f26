import { PROBE_STONES, probeModel } from "@faircarat/pricing";
import type { MarketPricing, PricingSnapshot } from "./market-pricing";

export type PricingModelCheck = "ok" | "missing" | "failed_probe";

/** Snapshot -> the day it was probed for and the outcome, so a readiness poll costs a lookup. */
const probedFor = new WeakMap<PricingSnapshot, { day: string; sane: boolean }>();

/**
 * Whether this process can answer analyses sanely today: a model is loaded and values the probe
 * stones sanely at today's date (the date analyses are valued at), checked once a day per model.
 * Readiness reports it, so a load balancer stops sending traffic to a process that cannot answer.
 */
export function checkServingModel(
  pricing: Pick<MarketPricing, "current" | "refused">,
  today: string,
): PricingModelCheck {
  const snapshot = pricing.current();
  if (!snapshot) return pricing.refused?.() ? "failed_probe" : "missing";
  let probed = probedFor.get(snapshot);
  if (probed?.day !== today) {
    const { failures } = probeModel(snapshot.model, snapshot.index, PROBE_STONES, today);
    probed = { day: today, sane: failures.length === 0 };
    probedFor.set(snapshot, probed);
  }
  return probed.sane ? "ok" : "failed_probe";
}
