import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { diamondAnalyses } from "./diamond-analyses";

/**
 * A read-only link to one analysis. Only the SHA-256 of the link's token is kept, so the table
 * alone opens no report; revoking deletes the row.
 */
export const reportShares = pgTable(
  "report_shares",
  {
    id: text("id").primaryKey(),
    analysisId: text("analysis_id")
      .notNull()
      .references(() => diamondAnalyses.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("report_shares_analysis_idx").on(table.analysisId, table.createdAt)],
);
