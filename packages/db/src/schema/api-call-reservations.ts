import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { apiKeys } from "./api-keys";

/**
 * Calls a running request holds of its account's monthly quota, before it is billed. The request
 * deletes its row when it bills what it did; a row whose process died stops counting at
 * `expires_at` and is then swept, so a killed server bills nothing it did not answer.
 */
export const apiCallReservations = pgTable(
  "api_call_reservations",
  {
    id: text("id").primaryKey(),
    keyId: text("key_id")
      .notNull()
      .references(() => apiKeys.id, { onDelete: "cascade" }),
    month: text("month").notNull(),
    calls: integer("calls").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("api_call_reservations_key_id_idx").on(table.keyId)],
);
