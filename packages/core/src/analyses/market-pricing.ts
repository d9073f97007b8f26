import { desc, eq } from "drizzle-orm";
import { type Database, tables } from "@faircarat/db";
import { createMarketIndex, type MarketIndex, type PricingModel } from "@faircarat/pricing";
import type { Logger } from "../logger";
import { unpackIndexListings } from "../pricing-models/index-listings";
import { STORED_MODEL_FORMAT } from "../pricing-models/stored-model-format";

const models = tables.pricingModels;

export interface PricingSnapshot {
  model: PricingModel;
  index: MarketIndex;
  fittedAt: Date;
}

/** The pricing model the process prices with: the newest one stored in the database, whoever fitted it. */
export interface MarketPricing {
  current(): PricingSnapshot | null;
  /** Loads the newest stored model when it is not the one in use; keeps the one in use otherwise (or on failure). */
  reload(): Promise<PricingSnapshot | null>;
}

export function createMarketPricing(db: Database, logger: Logger): MarketPricing {
  let snapshot: PricingSnapshot | null = null;
  let loadedId: number | null = null;
  let loading: Promise<PricingSnapshot | null> | null = null;

  const loadNewest = async () => {
    const [newest] = await db.select({ id: models.id }).from(models).where(eq(models.format, STORED_MODEL_FORMAT)).orderBy(desc(models.id)).limit(1);
    if (!newest || newest.id === loadedId) return snapshot;
    const started = performance.now();
    const [row] = await db.select().from(models).where(eq(models.id, newest.id));
    // Pruned between the two reads: the next reload finds the newer one.
    if (!row) return snapshot;
    const model = row.model as PricingModel;
    const listings = await unpackIndexListings(row.indexListings);
    snapshot = { model, index: createMarketIndex(listings, model), fittedAt: row.createdAt };
    loadedId = row.id;
    const ms = Math.round(performance.now() - started);
    logger.info({ modelId: row.id, importId: row.importId, valuationDate: model.valuationDate, bytes: row.indexListings.byteLength, fitMs: row.fitMs, ms }, "pricing model loaded");
    return snapshot;
  };

  return {
    current: () => snapshot,
    reload() {
      loading ??= loadNewest().finally(() => {
        loading = null;
      });
      return loading;
    },
  };
}
