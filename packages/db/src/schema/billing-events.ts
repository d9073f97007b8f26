import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Provider events already applied, so a replayed webhook changes nothing. */
export const billingEvents = pgTable("billing_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});
