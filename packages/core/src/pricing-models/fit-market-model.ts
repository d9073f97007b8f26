import { fitPricingModel, type FitOptions, type PricingListing, type PricingModel } from "@faircarat/pricing";
import { indexListingsOf, packIndexListings } from "./index-listings";

/** A fit ready to store: the model and its index listings, packed. */
export interface FittedMarketModel {
  model: PricingModel;
  indexListings: Uint8Array;
}

/** Seconds of CPU on the whole market: the server runs it on a worker thread (`fitInWorker`). */
export function fitMarketModel(listings: readonly PricingListing[], options: FitOptions): FittedMarketModel {
  const model = fitPricingModel(listings, options);
  return { model, indexListings: packIndexListings(indexListingsOf(model, listings)) };
}
