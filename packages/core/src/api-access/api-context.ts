import type { Database } from "@faircarat/db";
import type { AnalysesContext } from "../analyses/analyses-context";
import type { BillingContext } from "../billing/billing-context";
import type { CallLeases } from "./call-leases";

export interface ApiContext {
  db: Database;
  billing: BillingContext;
  analyses: AnalysesContext;
  /**
   * Emails or account ids given the enterprise quota by configuration (API_ENTERPRISE_ACCOUNTS).
   */
  enterpriseAccounts: readonly string[];
  /**
   * Per-minute limit of an enterprise key (API_ENTERPRISE_RATE_LIMIT_PER_MINUTE); the plan's
   * default when absent.
   */
  enterprisePerMinute?: number;
  now?: () => Date;
  /**
   * This process's blocks of high-volume keys' calls; one per database handle when absent (tests
   * give each "process" its own).
   */
  callLeases?: CallLeases;
}

export const apiNow = (ctx: Pick<ApiContext, "now">) => (ctx.now ? ctx.now() : new Date());

/** The calendar month usage is counted in, UTC ("2026-11"). */
export const usageMonth = (date: Date) => date.toISOString().slice(0, 7);

/** When the next usage month starts (00:00 UTC on its first day): a spent monthly quota renews. */
export function quotaRenewsAt(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1));
}

/** Seconds until the next UTC month starts, when a spent monthly quota renews. */
export function secondsToNextMonth(date: Date): number {
  return Math.max(1, Math.ceil((quotaRenewsAt(date).getTime() - date.getTime()) / 1000));
}
