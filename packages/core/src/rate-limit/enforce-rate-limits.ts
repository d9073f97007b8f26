import type { Database } from "@faircarat/db";
import { DomainError } from "../errors";
import { consumeRateLimit, type RateLimitRule } from "./consume-rate-limit";

export class RateLimitedError extends DomainError {
  constructor(readonly retryAfterSeconds: number) {
    super("rate_limited", "Too many attempts. Please wait a minute and try again.");
  }
}

/** Counts one attempt against every rule; throws when any of them is over its limit. */
export async function enforceRateLimits(db: Database, rules: RateLimitRule[]): Promise<void> {
  const outcomes = await Promise.all(rules.map((rule) => consumeRateLimit(db, rule)));
  const refused = outcomes.filter((outcome) => !outcome.allowed);
  if (refused.length > 0)
    throw new RateLimitedError(Math.max(...refused.map((o) => o.retryAfterSeconds)));
}
