import type { Database } from "@faircarat/db";
import type { ExtractedListing } from "../analyses/analyses-context";
import type { MarketPricing } from "../analyses/market-pricing";
import type { Logger } from "../logger";
import type { Mailer } from "../mail/mailer";

/** What the tracking jobs and the digest need; built once in main.ts (or a test). */
export interface TrackingContext {
  db: Database;
  pricing: MarketPricing;
  logger: Logger;
  mailer: Mailer;
  /** The site's origin, for the links in the digest. */
  publicUrl: string;
  /** Signs the one-click unsubscribe links (the server's auth secret). */
  secret: string;
  /** Reads a listing page through the guarded fetch; never throws (blocked pages are a value). */
  extractListing?: (url: string) => Promise<ExtractedListing>;
  now?: () => Date;
}

export const nowOf = (ctx: Pick<TrackingContext, "now">) => ctx.now?.() ?? new Date();
export const dayOf = (date: Date) => date.toISOString().slice(0, 10);
