import { createMarketIndex, type FitOptions, type MarketIndex, type PricingListing, type PricingModel } from "@faircarat/pricing";
import type { Database } from "@faircarat/db";
import type { Logger } from "../logger";
import { loadMarketListings } from "../market/load-market-listings";
import { fitInWorker } from "./fit-in-worker";

export interface PricingSnapshot {
  model: PricingModel;
  index: MarketIndex;
  fittedAt: Date;
}

/** The fitted pricing model and comparables index over the listings in the database, refitted on demand. */
export interface MarketPricing {
  current(): PricingSnapshot | null;
  /** Refits from the database; keeps the previous snapshot if there is nothing to fit. */
  reload(): Promise<PricingSnapshot | null>;
}

/**
 * The market is valued as of its newest lab-grown observation, as `pricing:predict` does: the
 * figures then match the evaluated ones, and the basis names the date the data is from.
 */
export type ModelFitter = (listings: readonly PricingListing[], options: FitOptions) => Promise<PricingModel>;

export function createMarketPricing(db: Database, logger: Logger, now: () => Date = () => new Date(), fit: ModelFitter = fitInWorker): MarketPricing {
  let snapshot: PricingSnapshot | null = null;
  return {
    current: () => snapshot,
    async reload() {
      const listings = await loadMarketListings(db);
      if (listings.length === 0) {
        logger.warn({}, "no market listings in the database yet: analyses wait for the first import");
        return snapshot;
      }
      const started = Date.now();
      const valuationDate = listings.reduce((latest, l) => (l.origin === "lab" && l.observedOn > latest ? l.observedOn : latest), "");
      const model = await fit(listings, { valuationDate });
      snapshot = { model, index: createMarketIndex(listings, model), fittedAt: now() };
      logger.info({ listings: listings.length, valuationDate, ms: Date.now() - started }, "pricing model fitted");
      return snapshot;
    },
  };
}
