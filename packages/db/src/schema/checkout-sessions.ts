import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

/** A purchase started by a user: which plan, with which provider, and how it ended. */
export const checkoutSessions = pgTable(
  "checkout_sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    plan: text("plan", { enum: ["singleReport", "unlimited"] }).notNull(),
    provider: text("provider", { enum: ["test", "stripe"] }).notNull(),
    status: text("status", { enum: ["open", "completed", "expired"] })
      .notNull()
      .default("open"),
    amountCents: integer("amount_cents").notNull(),
    url: text("url").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (table) => [index("checkout_sessions_user_id_idx").on(table.userId, table.createdAt)],
);
