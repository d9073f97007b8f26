import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { trackedDiamonds } from "./tracked-diamonds";

/**
 * One observation of a tracked diamond's price path: the analysis itself, a re-pricing, or a
 * listing page read.
 */
export const trackedPricePoints = pgTable(
  "tracked_price_points",
  {
    id: serial("id").primaryKey(),
    trackedId: text("tracked_id")
      .notNull()
      .references(() => trackedDiamonds.id, { onDelete: "cascade" }),
    observedAt: timestamp("observed_at", { withTimezone: true }).notNull().defaultNow(),
    /** "analysis" | "reprice" | "listing". */
    source: text("source").notNull(),
    fairValueCents: integer("fair_value_cents").notNull(),
    lowCents: integer("low_cents").notNull(),
    highCents: integer("high_cents").notNull(),
    listedPriceCents: integer("listed_price_cents").notNull(),
    /** The cheapest comparable listing the pricing showed, when it showed any. */
    cheapestComparableCents: integer("cheapest_comparable_cents"),
  },
  (table) => [index("tracked_price_points_tracked_idx").on(table.trackedId, table.observedAt)],
);
