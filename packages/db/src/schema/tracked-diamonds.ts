import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { diamondAnalyses } from "./diamond-analyses";
import { users } from "./users";

/**
 * A stored analysis its owner follows: re-priced after each new pricing model, its listing URL
 * re-read on a schedule, and the alerts the owner chose. Money in integer cents.
 */
export const trackedDiamonds = pgTable(
  "tracked_diamonds",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    analysisId: text("analysis_id")
      .notNull()
      .references(() => diamondAnalyses.id, { onDelete: "cascade" }),
    /**
     * Alert when the fair value has moved at least this many percent from the last value alerted
     * on; null: no such alert.
     */
    fairValueMovePercent: doublePrecision("fair_value_move_percent"),
    /** Alert when the listing page shows another price. */
    listedPriceChange: boolean("listed_price_change").notNull().default(false),
    /** Alert when a comparable stone is offered below this price; null: no such alert. */
    comparableBelowCents: integer("comparable_below_cents"),
    /**
     * The fair value the next move is measured from: the one last alerted on (at first, the
     * analysis's).
     */
    fairValueReferenceCents: integer("fair_value_reference_cents").notNull(),
    /** The listed price last seen, on the page or in the analysis. */
    listedPriceCents: integer("listed_price_cents").notNull(),
    /**
     * A comparable below the target was already alerted on; cleared when none is below it any more.
     */
    comparableBelowAlerted: boolean("comparable_below_alerted").notNull().default(false),
    /**
     * When the pricing model this was last priced with was fitted; null until the first re-pricing.
     */
    pricedWithModelAt: timestamp("priced_with_model_at", { withTimezone: true }),
    lastListingCheckAt: timestamp("last_listing_check_at", { withTimezone: true }),
    /**
     * The day the owner bought the stone (yyyy-mm-dd), when they gave it: its value that day is
     * shown beside today's.
     */
    purchaseDate: date("purchase_date", { mode: "string" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("tracked_diamonds_user_analysis_idx").on(table.userId, table.analysisId),
    index("tracked_diamonds_analysis_idx").on(table.analysisId),
  ],
);
