import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./users";

/** One completed analysis (spec section 3). Money is stored in integer cents. */
export const diamondAnalyses = pgTable(
  "diamond_analyses",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    listingUrl: text("listing_url"),
    carat: doublePrecision("carat").notNull(),
    cut: text("cut"),
    color: text("color").notNull(),
    clarity: text("clarity").notNull(),
    /**
     * The grading-report number the user typed or the listing page showed, as the lab prints it.
     */
    certificateNumber: text("certificate_number"),
    listedPriceCents: integer("listed_price_cents").notNull(),
    fairMarketValueCents: integer("fair_market_value_cents").notNull(),
    savingsAmountCents: integer("savings_amount_cents").notNull(),
    markupPercentage: doublePrecision("markup_percentage").notNull(),
    isOverpriced: boolean("is_overpriced").notNull(),
    isEthicallySourced: boolean("is_ethically_sourced").notNull(),
    /** formData, uploadedFiles and the full analysis, as the user saw them. */
    analysisData: jsonb("analysis_data").notNull(),
    /** How the analysis was paid for: "subscription" or the report credit it used. */
    entitlement: text("entitlement").notNull(),
    /**
     * The key the browser made for the click that asked for this analysis: a retry returns this
     * row.
     */
    idempotencyKey: text("idempotency_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("diamond_analyses_user_created_idx").on(table.userId, table.createdAt),
    uniqueIndex("diamond_analyses_user_idempotency_key_idx").on(table.userId, table.idempotencyKey),
  ],
);
