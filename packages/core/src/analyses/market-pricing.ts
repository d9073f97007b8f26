import { and, desc, eq, isNull } from "drizzle-orm";
import { type Database, tables } from "@faircarat/db";
import {
  createMarketIndex,
  probeModel,
  type MarketIndex,
  type PricingModel,
} from "@faircarat/pricing";
import type { Logger } from "../logger";
import { unpackIndexListings } from "../pricing-models/index-listings";
import { STORED_MODEL_FORMAT } from "../pricing-models/stored-model-format";

const models = tables.pricingModels;

export interface PricingSnapshot {
  model: PricingModel;
  index: MarketIndex;
  fittedAt: Date;
}

/**
 * The pricing model the process prices with: the newest one stored in the database and not held
 * back, whoever fitted it, once it values the sanity probe stones sanely here too.
 */
export interface MarketPricing {
  current(): PricingSnapshot | null;
  /**
   * Why the newest servable model was refused by this process's probe (null: none was); stand-ins
   * that always price need not say.
   */
  refused?(): { modelId: number; reason: string } | null;
  /**
   * Loads the newest stored model when it is not the one in use; keeps the one in use otherwise (or
   * on failure).
   */
  reload(): Promise<PricingSnapshot | null>;
}

export function createMarketPricing(db: Database, logger: Logger): MarketPricing {
  let snapshot: PricingSnapshot | null = null;
  let loadedId: number | null = null;
  let refused: { modelId: number; reason: string } | null = null;
  let loading: Promise<PricingSnapshot | null> | null = null;

  const loadNewest = async () => {
    const [newest] = await db
      .select({ id: models.id })
      .from(models)
      .where(and(eq(models.format, STORED_MODEL_FORMAT), isNull(models.heldBack)))
      .orderBy(desc(models.id))
      .limit(1);
    if (!newest || newest.id === loadedId || newest.id === refused?.modelId) return snapshot;
    const started = performance.now();
    const [row] = await db.select().from(models).where(eq(models.id, newest.id));
    // Pruned between the two reads: the next reload finds the newer one.
    if (!row) return snapshot;
    const model = row.model as PricingModel;
    const listings = await unpackIndexListings(row.indexListings);
    const index = createMarketIndex(listings, model);
    // A model stored by another version or edited by hand is checked where it would serve.
    const { failures } = probeModel(model, index);
    if (failures.length > 0) {
      refused = {
        modelId: row.id,
        reason: `fails its sanity probe (${failures.map((f) => f.reason).join(", ")})`,
      };
      logger.error(
        { modelId: row.id, failures },
        "pricing model refused: it fails its sanity probe; the model in use stays",
      );
      return snapshot;
    }
    snapshot = { model, index, fittedAt: row.createdAt };
    loadedId = row.id;
    refused = null;
    const ms = Math.round(performance.now() - started);
    logger.info(
      {
        modelId: row.id,
        importId: row.importId,
        valuationDate: model.valuationDate,
        bytes: row.indexListings.byteLength,
        fitMs: row.fitMs,
        ms,
      },
      "pricing model loaded",
    );
    return snapshot;
  };

  return {
    current: () => snapshot,
    refused: () => refused,
    reload() {
      loading ??= loadNewest().finally(() => {
        loading = null;
      });
      return loading;
    },
  };
}
