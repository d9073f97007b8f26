import { date, index, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { trackedDiamonds } from "./tracked-diamonds";
import { users } from "./users";

/**
 * Something a tracked diamond's owner asked to hear about, waiting for (or sent in) a daily digest.
 */
export const trackedAlerts = pgTable(
  "tracked_alerts",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    trackedId: text("tracked_id")
      .notNull()
      .references(() => trackedDiamonds.id, { onDelete: "cascade" }),
    /** "fair_value_moved" | "listed_price_changed" | "comparable_below_target". */
    kind: text("kind").notNull(),
    /** The figures the email states (cents, percent, the comparable's source and URL). */
    detail: jsonb("detail").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The UTC day of the digest that carried it; null while waiting. */
    digestDay: date("digest_day", { mode: "string" }),
  },
  (table) => [index("tracked_alerts_user_pending_idx").on(table.userId, table.digestDay)],
);

/**
 * At most one digest email a day per user: the key is the guarantee, claimed before the mail is
 * sent.
 */
export const alertDigests = pgTable(
  "alert_digests",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);

/**
 * Users who turned alert emails off through an email's unsubscribe link; saving alert settings in
 * the app turns them on again.
 */
export const alertUnsubscribes = pgTable("alert_unsubscribes", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }).notNull().defaultNow(),
});
