import { bigint, date, index, integer, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { marketListings } from "./market-listings";
import { marketSources } from "./market-sources";

/**
 * A stone's asking price from the day it was first seen and each day it changed; unchanged prices
 * add nothing.
 */
export const marketPriceHistory = pgTable(
  "market_price_history",
  {
    listingId: integer("listing_id")
      .notNull()
      .references(() => marketListings.id, { onDelete: "cascade" }),
    observedOn: date("observed_on", { mode: "string" }).notNull(),
    priceCents: bigint("price_cents", { mode: "number" }).notNull(),
    /** The source version whose row gave this price. */
    sourceId: integer("source_id").references(() => marketSources.id),
  },
  (table) => [
    primaryKey({ columns: [table.listingId, table.observedOn] }),
    index("market_price_history_observed_on_idx").on(table.observedOn),
  ],
);
