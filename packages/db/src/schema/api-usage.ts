import { integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { apiKeys } from "./api-keys";

/** Billable API calls per key and calendar month (UTC, "2026-11"): a batch counts one per line. */
export const apiUsage = pgTable(
  "api_usage",
  {
    keyId: text("key_id")
      .notNull()
      .references(() => apiKeys.id, { onDelete: "cascade" }),
    month: text("month").notNull(),
    calls: integer("calls").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.keyId, table.month] })],
);
