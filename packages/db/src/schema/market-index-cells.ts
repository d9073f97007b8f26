import { sql } from "drizzle-orm";
import type { CertificateLab, Clarity, Color, CutGrade, Shape } from "@faircarat/contracts";
import {
  bigint,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { marketImports } from "./market-imports";
import { marketSources } from "./market-sources";

/**
 * One cell of a published index edition (`MARKET_INDEXES`): one retailer's median asking price for
 * one spec cell, as the edition published it, in one build of the market (`generation`). A cell is
 * its publication, edition, retailer and spec window within a build. Cells the index left
 * unpublished are kept, without prices; the cells of a superseded (corrected) file stay beside
 * their build as history (decision 055).
 */
export const marketIndexCells = pgTable(
  "market_index_cells",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** The publication, without the edition note a file may add ("https://rings.com/pages/..."). */
    publication: text("publication").notNull(),
    /** The source as the file states it (may name the edition). */
    source: text("source").notNull(),
    edition: date("edition", { mode: "string" }).notNull(),
    collectedOn: date("collected_on", { mode: "string" }).notNull(),
    retailer: text("retailer").notNull(),
    shape: text("shape").$type<Shape>().notNull(),
    color: text("color").$type<Color>().notNull(),
    clarity: text("clarity").$type<Clarity>().notNull(),
    cut: text("cut").$type<CutGrade>(),
    certificateLab: text("certificate_lab").$type<CertificateLab>(),
    caratFrom: doublePrecision("carat_from").notNull(),
    caratTo: doublePrecision("carat_to").notNull(),
    nominalCarat: doublePrecision("nominal_carat").notNull(),
    /** Null when the edition did not publish the cell. */
    medianPricePerCaratCents: bigint("median_price_per_carat_cents", { mode: "number" }),
    indexPriceCents: bigint("index_price_cents", { mode: "number" }),
    listings: integer("listings").notNull(),
    /** The import run that built the market this cell belongs to. */
    generation: integer("generation")
      .notNull()
      .references(() => marketImports.id),
    /** The source version (file) that published it. */
    sourceId: integer("source_id").references(() => marketSources.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Cut and lab may be unstated: coalesced so that a cell without them is still one row
    // (PostgreSQL 14 has no NULLS NOT DISTINCT).
    uniqueIndex("market_index_cells_cell_key").on(
      table.generation,
      table.publication,
      table.edition,
      table.retailer,
      table.shape,
      table.color,
      table.clarity,
      sql`coalesce(${table.cut}, '')`,
      sql`coalesce(${table.certificateLab}, '')`,
      table.caratFrom,
      table.caratTo,
    ),
    index("market_index_cells_collected_on_idx").on(table.collectedOn),
  ],
);
