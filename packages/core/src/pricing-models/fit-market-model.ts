import { createMarketIndex, fitPricingModel, probeModel, type FitOptions, type PricingListing, type PricingModel, type ProbeOutcome } from "@faircarat/pricing";
import { indexListingsOf, packIndexListings } from "./index-listings";

/** A fit ready to store: the model, its index listings, packed, and its answers to the sanity probe. */
export interface FittedMarketModel {
  model: PricingModel;
  indexListings: Uint8Array;
  probe: ProbeOutcome;
}

/** Seconds of CPU on the whole market: the server runs it on a worker thread (`fitInWorker`). */
export function fitMarketModel(listings: readonly PricingListing[], options: FitOptions): FittedMarketModel {
  const model = fitPricingModel(listings, options);
  const forIndex = indexListingsOf(model, listings);
  return { model, indexListings: packIndexListings(forIndex), probe: probeModel(model, createMarketIndex(forIndex, model)) };
}
