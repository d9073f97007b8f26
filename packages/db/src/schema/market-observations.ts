import type {
  CertificateLab,
  Clarity,
  Color,
  CutGrade,
  FinishGrade,
  Fluorescence,
  Shape,
} from "@faircarat/contracts";
import {
  bigint,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/**
 * What a known retailer's listing page stated on one day, read when the product fetched it (an
 * analysis by URL, a tracked diamond's re-read): a lab-grown stone's specs and the page's price.
 * Nothing here names who asked (docs/decisions/037-listing-observations.md).
 */
export const marketObservations = pgTable(
  "market_observations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** The UTC day the page was read. */
    observedOn: date("observed_on", { mode: "string" }).notNull(),
    /** The allow-list's domain (e.g. jamesallen.com): the unit of the daily cap. */
    host: text("host").notNull(),
    retailer: text("retailer").notNull(),
    /**
     * The listing URL as the allow-list keeps it (https, no fragment, only the retailer's
     * identifying query keys).
     */
    url: text("url").notNull(),
    shape: text("shape").$type<Shape>().notNull(),
    carat: doublePrecision("carat").notNull(),
    color: text("color").$type<Color>().notNull(),
    clarity: text("clarity").$type<Clarity>().notNull(),
    cut: text("cut").$type<CutGrade>(),
    polish: text("polish").$type<FinishGrade>(),
    symmetry: text("symmetry").$type<FinishGrade>(),
    fluorescence: text("fluorescence").$type<Fluorescence>(),
    certificateLab: text("certificate_lab").$type<CertificateLab>(),
    certificateNumber: text("certificate_number"),
    /** The number as stones are matched by it (no spaces, case or "LG" prefix). */
    certificateKey: text("certificate_key"),
    priceCents: bigint("price_cents", { mode: "number" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("market_observations_url_day_key").on(table.url, table.observedOn),
    // NULLs are distinct: pages without a certificate number are kept once per URL and day only.
    uniqueIndex("market_observations_certificate_day_key").on(
      table.certificateKey,
      table.observedOn,
    ),
    index("market_observations_spec_idx").on(table.shape, table.carat),
    index("market_observations_retailer_day_idx").on(table.retailer, table.observedOn),
  ],
);

/** Observations stored per allow-listed host and day, and the ones refused past the daily cap. */
export const marketObservationQuotas = pgTable(
  "market_observation_quotas",
  {
    host: text("host").notNull(),
    observedOn: date("observed_on", { mode: "string" }).notNull(),
    stored: integer("stored").notNull().default(0),
    refused: integer("refused").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.host, table.observedOn] })],
);
