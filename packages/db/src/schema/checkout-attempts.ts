import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * A purchase being started, written before the payment provider is asked: its id is the
 * idempotency key of that call, so a retry (a second click, a timed-out request) is the same
 * request to the provider and gets the same checkout, while no transaction waits on the network.
 */
export const checkoutAttempts = pgTable(
  "checkout_attempts",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    plan: text("plan", { enum: ["singleReport", "unlimited"] }).notNull(),
    /**
     * pending: the provider may not have answered yet; created: see checkoutSessionId; failed: it
     * refused, start afresh.
     */
    status: text("status", { enum: ["pending", "created", "failed"] })
      .notNull()
      .default("pending"),
    checkoutSessionId: text("checkout_session_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("checkout_attempts_user_plan_idx").on(table.userId, table.plan, table.createdAt),
  ],
);
