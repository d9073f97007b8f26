import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { marketImports } from "./market-imports";

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/**
 * A fitted pricing model and the listings its comparables index is built from, as they were after
 * the import it stands on. Every server process prices with the newest row of its format, whoever
 * fitted it, so processes agree and a restart needs no refit.
 */
export const pricingModels = pgTable(
  "pricing_models",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** The newest import when the listings were read: the model stands on that import's market. */
    importId: integer("import_id")
      .notNull()
      .references(() => marketImports.id),
    /**
     * The newest market observation the fit read (0: none); a newer one makes a model due
     * (docs/decisions/037).
     */
    observationId: integer("observation_id").notNull().default(0),
    /** Engine and packing version: a process reads only the format it writes. */
    format: text("format").notNull(),
    /** The engine's `PricingModel` (plain JSON). */
    model: jsonb("model").notNull(),
    /**
     * The index's listings as gzip-compressed JSON columns (see packages/core/src/pricing-models).
     */
    indexListings: bytea("index_listings").notNull(),
    listingsRead: integer("listings_read").notNull(),
    fitMs: integer("fit_ms").notNull(),
    /**
     * The model's fair value (cents) of each sanity probe stone (packages/pricing's PROBE_STONES),
     * to compare the next model's with.
     */
    probe: jsonb("probe").$type<number[]>(),
    /**
     * Why this model is not served (it fails its sanity probe, or moved too far from the serving
     * model's probe values); null: it may serve. An operator releases one with `npm run
     * pricing:release`.
     */
    heldBack: text("held_back"),
    /**
     * Each retailer's usual price (cents) of the probe's 1 ct round, to bound a move of one
     * retailer's level that the market-wide probe would dilute.
     */
    retailerProbe: jsonb("retailer_probe").$type<Record<string, number>>(),
    /**
     * When the model became a baseline later models are held to: the first model of a database,
     * or one an operator released (`npm run pricing:release`). Null for the others.
     */
    releasedAt: timestamp("released_at", { withTimezone: true }),
    /** Host and process id of the fitting process, for the operator. */
    fittedBy: text("fitted_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("pricing_models_import_observation_format_key").on(
      table.importId,
      table.observationId,
      table.format,
    ),
    index("pricing_models_format_idx").on(table.format, table.id),
  ],
);
