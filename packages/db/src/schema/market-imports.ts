import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

export type MarketImportStatus = "running" | "succeeded" | "failed" | "abandoned";

/**
 * The two kinds of market source a run imports: the listing feed (`MARKET_FEEDS`) and published
 * indexes (`MARKET_INDEXES`).
 */
export type MarketSourceKind = "listings" | "index";

/**
 * Why a run failed: a file it could not read through (named), or the error that stopped it (no
 * file).
 */
export interface MarketImportProblem {
  source: MarketSourceKind;
  file: string | null;
  reason: string;
}

/** A record the import refused, where an operator finds it. */
export interface RejectedRecord {
  file: string;
  /** Line in its file (1 is the header; 0 when the file could not be read). */
  line: number;
  reason: string;
}

/** What a run did with the index editions. */
export interface IndexImportRecord {
  /** The folder or file read (`MARKET_INDEXES`). */
  source: string;
  /** False when it did not exist: nothing to import, not an error. */
  found: boolean;
  read: number;
  imported: number;
  /** Records repeating an earlier record word for word. */
  unchanged: number;
  rejected: number;
  rejectedByReason: Record<string, number>;
  /** Each rejected record by file and line (the first 1,000). */
  rejectedRecords: RejectedRecord[];
}

/**
 * One import run and its summary. The row of a running import is also the lock: at most one row
 * may be `running` (unique index), and one whose heartbeat stopped is abandoned by the next run.
 */
export const marketImports = pgTable(
  "market_imports",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    source: text("source").notNull(),
    /**
     * Names, sizes and modification times of the files read: tells whether a feed changed since.
     */
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
    rejectedByReason: jsonb("rejected_by_reason")
      .$type<Record<string, number>>()
      .notNull()
      .default({}),
    error: text("error"),
    /** Null for runs without index editions configured. */
    indexSummary: jsonb("index_summary").$type<IndexImportRecord>(),
    /** What made the run fail; empty for a run that succeeded. */
    problems: jsonb("problems").$type<MarketImportProblem[]>().notNull().default([]),
    /**
     * The build of the market this run left serving: its own id when it rebuilt the market from
     * changed sources, the previous build's when nothing changed; null until it succeeds.
     */
    generation: integer("generation"),
  },
  (table) => [
    uniqueIndex("market_imports_one_running_key")
      .on(table.status)
      .where(sql`status = 'running'`),
    index("market_imports_source_idx").on(table.source, table.startedAt),
  ],
);
