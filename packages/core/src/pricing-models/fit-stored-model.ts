import { hostname } from "node:os";
import { and, desc, eq, lt, notInArray, sql } from "drizzle-orm";
import { type Database, tables } from "@faircarat/db";
import type { FitOptions } from "@faircarat/pricing";
import { fitInWorker } from "./fit-in-worker";
import { runClusterJob } from "../cluster/run-cluster-job";
import type { Logger } from "../logger";
import { dueImport, type NoFitReason } from "./due-import";
import { holdBackReason, releasedBaseline, servingModel } from "./hold-back";
import type { FittedMarketModel } from "./fit-market-model";
import { loadPricingIndexCells } from "./load-pricing-index-cells";
import { loadObservedListings } from "./load-observed-listings";
import { ListingColumnsBuilder, type MarketListings } from "./listing-columns";
import { appendPricingListings } from "./load-pricing-listings";
import { marketValuationDate } from "./market-valuation-date";
import { STORED_MODEL_FORMAT, STORED_MODELS_KEPT } from "./stored-model-format";

const models = tables.pricingModels;

export type ModelFitter = (
  listings: MarketListings,
  options: FitOptions,
  signal?: AbortSignal,
) => Promise<FittedMarketModel>;

export interface PricingFitContext {
  db: Database;
  logger: Logger;
  /** Defaults to a worker thread; tests may fit in process. */
  fit?: ModelFitter;
  /** Stops a fit in progress (shutdown); nothing is stored. */
  signal?: AbortSignal;
  /** The clock that says which days are in the future (tests pass their own). */
  now?: () => Date;
}

export type PricingFitOutcome =
  | {
      fitted: true;
      modelId: number;
      importId: number;
      listings: number;
      indexCells: number;
      fitMs: number;
      bytes: number;
      heldBack: string | null;
    }
  | { fitted: false; reason: NoFitReason | "fit_running" | "no_listings" };

/**
 * Fits and stores a model for the newest completed import, unless one is stored already. One
 * process of the cluster fits (the `pricing-fit` lease); the others load what it stores.
 */
export async function fitStoredModelIfDue(ctx: PricingFitContext): Promise<PricingFitOutcome> {
  const due = await dueImport(ctx.db);
  if ("reason" in due) return { fitted: false, reason: due.reason };
  const run = await runClusterJob(
    ctx.db,
    { name: "pricing-fit", leaseSeconds: 60, logger: ctx.logger },
    () => fitAndStore(ctx),
  );
  return run.ran ? run.value : { fitted: false, reason: "fit_running" };
}

async function fitAndStore(ctx: PricingFitContext): Promise<PricingFitOutcome> {
  const { db, logger } = ctx;
  // One snapshot for the check and the reads: an import starting meanwhile is either seen (and the
  // fit waits for it) or none of its rows are, listings and index cells alike.
  const market = await db.transaction(
    async (tx) => {
      const due = await dueImport(tx);
      if ("reason" in due) return due;
      // As columns, read in bounded batches: the market's size sets the memory of a few typed
      // arrays, not of row objects (decision 041).
      const columns = new ListingColumnsBuilder();
      await appendPricingListings(tx, columns);
      for (const observed of await loadObservedListings(tx)) columns.push(observed);
      return { ...due, listings: columns.build(), indexCells: await loadPricingIndexCells(tx) };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
  if ("reason" in market) return { fitted: false, reason: market.reason };
  const { importId, observationId, listings, indexCells } = market;
  if (listings.length === 0) {
    logger.warn(
      { importId },
      "no market listings in the database yet: analyses wait for the first import",
    );
    return { fitted: false, reason: "no_listings" };
  }
  const started = performance.now();
  // The market is valued as of its newest observation (a lab listing or an index edition), as
  // `pricing:predict` does: the figures then match the evaluated ones, and the basis names the date
  // the data is from.
  const valuationDate = marketValuationDate(
    listings,
    indexCells,
    (ctx.now?.() ?? new Date()).toISOString().slice(0, 10),
  );
  const fitted = await (ctx.fit ?? fitInWorker)(
    listings,
    { valuationDate, indexCells },
    ctx.signal,
  );
  const fitMs = Math.round(performance.now() - started);
  const serving = await servingModel(db);
  const baseline = await releasedBaseline(db);
  const heldBack = holdBackReason(fitted.probe, baseline);
  const [stored] = await db
    .insert(models)
    .values({
      importId,
      observationId,
      format: STORED_MODEL_FORMAT,
      model: fitted.model,
      indexListings: Buffer.from(
        fitted.indexListings.buffer,
        fitted.indexListings.byteOffset,
        fitted.indexListings.byteLength,
      ),
      listingsRead: listings.length,
      probe: fitted.probe.fairValuesCents,
      retailerProbe: fitted.probe.retailerUsualCents,
      heldBack,
      // The first model that may serve is the baseline until an operator releases another.
      releasedAt: !heldBack && !baseline ? sql`now()` : null,
      fitMs,
      fittedBy: `${hostname()}:${process.pid}`,
    })
    .onConflictDoNothing()
    .returning({ id: models.id });
  if (!stored) return { fitted: false, reason: "model_current" };
  await pruneOlderModels(db, [serving?.id, baseline?.id]);
  const outcome = {
    fitted: true as const,
    modelId: stored.id,
    importId,
    listings: listings.length,
    indexCells: indexCells.length,
    fitMs,
    bytes: fitted.indexListings.byteLength,
    heldBack,
  };
  if (heldBack)
    logger.error(
      { ...outcome, valuationDate, servingModelId: serving?.id ?? null },
      `pricing model held back, not served: ${heldBack}; the serving model stays (npm run pricing:release)`,
    );
  else logger.info({ ...outcome, valuationDate }, "pricing model fitted");
  return outcome;
}

/**
 * Keeps the newest models and, however many were held back since, the one being served and the
 * released baseline.
 */
async function pruneOlderModels(db: Database, keep: (number | undefined)[]): Promise<void> {
  const kept = keep.filter((id): id is number => id !== undefined);
  const newest = await db
    .select({ id: models.id })
    .from(models)
    .where(eq(models.format, STORED_MODEL_FORMAT))
    .orderBy(desc(models.id))
    .limit(STORED_MODELS_KEPT);
  const oldestKept = newest.at(-1);
  if (newest.length < STORED_MODELS_KEPT || !oldestKept) return;
  const older = and(eq(models.format, STORED_MODEL_FORMAT), lt(models.id, oldestKept.id));
  await db
    .delete(models)
    .where(kept.length === 0 ? older : and(older, notInArray(models.id, kept)));
}
