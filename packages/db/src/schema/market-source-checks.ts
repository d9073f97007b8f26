import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { MarketSourceKind } from "./market-imports";

/** What the newest request for a URL source got: a document, "not modified", or no answer. */
export type MarketSourceCheckOutcome = "fetched" | "not_modified" | "failed";

/**
 * The newest request for each source read from a URL (`MARKET_INDEXES`), whatever became of it: a
 * 304 changes no version but is recorded here as checked, and a URL that does not answer is named
 * from here in readiness and /metrics while the version it gave last stays in the market.
 */
export const marketSourceChecks = pgTable("market_source_checks", {
  location: text("location").primaryKey(),
  kind: text("kind").$type<MarketSourceKind>().notNull(),
  checkedAt: timestamp("checked_at", { withTimezone: true }).notNull(),
  outcome: text("outcome").$type<MarketSourceCheckOutcome>().notNull(),
  /** The HTTP status of the answer, when there was one. */
  httpStatus: integer("http_status"),
  /** Why the request failed (refused by the guard, timed out, an error status ...). */
  error: text("error"),
  /** The first failure of the current run of failures; null while the URL answers. */
  failingSince: timestamp("failing_since", { withTimezone: true }),
  /** The newest request that got a document or a 304. */
  lastAnsweredAt: timestamp("last_answered_at", { withTimezone: true }),
});
