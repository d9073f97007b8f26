import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

export type MarketImportStatus = "running" | "succeeded" | "failed" | "abandoned";

/**
 * One import run and its summary. The row of a running import is also the lock: at most one row
 * may be `running` (unique index), and one whose heartbeat stopped is abandoned by the next run.
 */
export const marketImports = pgTable(
  "market_imports",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    source: text("source").notNull(),
    /** Names, sizes and modification times of the files read: tells whether a feed changed since. */
    sourceSignature: text("source_signature").notNull(),
    status: text("status").$type<MarketImportStatus>().notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    read: integer("read").notNull().default(0),
    imported: integer("imported").notNull().default(0),
    updated: integer("updated").notNull().default(0),
    unchanged: integer("unchanged").notNull().default(0),
    rejected: integer("rejected").notNull().default(0),
    rejectedByReason: jsonb("rejected_by_reason").$type<Record<string, number>>().notNull().default({}),
    error: text("error"),
  },
  (table) => [
    uniqueIndex("market_imports_one_running_key")
      .on(table.status)
      .where(sql`status = 'running'`),
    index("market_imports_source_idx").on(table.source, table.startedAt),
  ],
);
