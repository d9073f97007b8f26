import { pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

/** The payment provider's customer record for a user (needed to open the billing portal). */
export const billingCustomers = pgTable("billing_customers", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  provider: text("provider", { enum: ["test", "stripe"] }).notNull(),
  customerId: text("customer_id").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
