import type {
  CertificateLab,
  Clarity,
  Color,
  CutGrade,
  FinishGrade,
  Fluorescence,
  GrowthMethod,
  Origin,
  Shape,
  Treatment,
} from "@faircarat/contracts";
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
 * One row per stone of one build of the market (`generation`), in its latest observed state in the
 * current sources. A stone is the same retailer's listing id, the same retailer's URL, or the same
 * lab's certificate number (docs/decisions/006-market-data.md); feeds with none of those get a
 * fingerprint of the row's contents instead.
 */
export const marketListings = pgTable(
  "market_listings",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** The import run that built the market this row belongs to (decision 055). */
    generation: integer("generation")
      .notNull()
      .references(() => marketImports.id),
    /** The source version whose row gave the stone its current state. */
    sourceId: integer("source_id").references(() => marketSources.id),
    retailer: text("retailer").notNull(),
    listingId: text("listing_id"),
    url: text("url"),
    certificateLab: text("certificate_lab").$type<CertificateLab>(),
    certificateNumber: text("certificate_number"),
    fingerprint: text("fingerprint"),
    origin: text("origin").$type<Origin>().notNull(),
    shape: text("shape").$type<Shape>().notNull(),
    carat: doublePrecision("carat").notNull(),
    color: text("color").$type<Color>().notNull(),
    clarity: text("clarity").$type<Clarity>().notNull(),
    cut: text("cut").$type<CutGrade>(),
    polish: text("polish").$type<FinishGrade>(),
    symmetry: text("symmetry").$type<FinishGrade>(),
    fluorescence: text("fluorescence").$type<Fluorescence>(),
    depthPct: doublePrecision("depth_pct"),
    tablePct: doublePrecision("table_pct"),
    growthMethod: text("growth_method").$type<GrowthMethod>(),
    treatment: text("treatment").$type<Treatment>(),
    lengthMm: doublePrecision("length_mm"),
    widthMm: doublePrecision("width_mm"),
    depthMm: doublePrecision("depth_mm"),
    crownAngle: doublePrecision("crown_angle"),
    pavilionAngle: doublePrecision("pavilion_angle"),
    crownHeightPct: doublePrecision("crown_height_pct"),
    pavilionDepthPct: doublePrecision("pavilion_depth_pct"),
    girdlePct: doublePrecision("girdle_pct"),
    culet: text("culet"),
    priceCents: bigint("price_cents", { mode: "number" }).notNull(),
    firstSeenOn: date("first_seen_on", { mode: "string" }).notNull(),
    lastSeenOn: date("last_seen_on", { mode: "string" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("market_listings_spec_idx").on(table.generation, table.origin, table.shape, table.carat),
    // Unique indexes treat NULLs as distinct, so rows without a listing id, URL or certificate
    // coexist.
    uniqueIndex("market_listings_retailer_listing_id_key").on(
      table.generation,
      table.retailer,
      table.listingId,
    ),
    uniqueIndex("market_listings_retailer_url_key").on(table.generation, table.retailer, table.url),
    uniqueIndex("market_listings_certificate_key").on(
      table.generation,
      table.certificateLab,
      table.certificateNumber,
    ),
    uniqueIndex("market_listings_retailer_fingerprint_key").on(
      table.generation,
      table.retailer,
      table.fingerprint,
    ),
  ],
);
