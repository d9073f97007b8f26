import { bigint, customType, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { marketImports, type MarketSourceKind } from "./market-imports";

/**
 * What became of one version of a source: `pending` (read by a run still building), `current` (its
 * rows are in the market), `superseded` (a newer version of the same file replaced it),
 * `retracted` (the file is gone, or its newer version was quarantined), `quarantined` (refused
 * whole: never in the market).
 */
export type MarketSourceStatus = "pending" | "current" | "superseded" | "retracted" | "quarantined";

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/**
 * One version of a market source: a listing feed file, an index edition file, or the publisher's
 * document read from a URL, by location and content hash. The stored market is exactly the rows of the current versions (decision 055): a
 * removed file is retracted, a changed file is a new version that supersedes the old one, a file
 * refused whole is quarantined and named.
 */
export const marketSources = pgTable(
  "market_sources",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    kind: text("kind").$type<MarketSourceKind>().notNull(),
    /** Where it was read: the file's absolute path, or the URL. */
    location: text("location").notNull(),
    sha256: text("sha256").notNull(),
    bytes: bigint("bytes", { mode: "number" }).notNull(),
    /** Rows (listings) or records (index cells) it gave the market; 0 when quarantined. */
    rows: integer("rows").notNull(),
    rejected: integer("rejected").notNull(),
    status: text("status").$type<MarketSourceStatus>().notNull(),
    /** Why it was quarantined, or what retired it. */
    reason: text("reason"),
    /** The run that first read this version. */
    importId: integer("import_id")
      .notNull()
      .references(() => marketImports.id),
    /** The run that superseded or retracted it. */
    retiredImportId: integer("retired_import_id").references(() => marketImports.id),
    /** The version that replaced it (superseded only). */
    supersededById: integer("superseded_by_id"),
    /**
     * A version read from a URL: the document as it came (a rebuild reads it here, as it reads a
     * file from disk), and the validators it came with, sent back on the next conditional request.
     */
    content: bytea("content"),
    etag: text("etag"),
    lastModified: text("last_modified"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    retiredAt: timestamp("retired_at", { withTimezone: true }),
  },
  (table) => [
    index("market_sources_status_idx").on(table.status, table.kind),
    index("market_sources_location_idx").on(table.location),
  ],
);
