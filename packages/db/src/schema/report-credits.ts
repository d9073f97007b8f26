import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { checkoutSessions } from "./checkout-sessions";
import { users } from "./users";

/** One paid Single Report: granted by a completed checkout, used by one successful analysis. */
export const reportCredits = pgTable(
  "report_credits",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    checkoutSessionId: text("checkout_session_id")
      .notNull()
      .unique()
      .references(() => checkoutSessions.id),
    grantedAt: timestamp("granted_at", { withTimezone: true }).notNull().defaultNow(),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    consumedBy: text("consumed_by"),
  },
  (table) => [index("report_credits_user_id_idx").on(table.userId, table.consumedAt)],
);
