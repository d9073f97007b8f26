import type { Database } from "@faircarat/db";
import type { PricingListing } from "@faircarat/pricing";
import { loadMarketListings } from "../pricing-models/load-market-listings";

/**
 * The serving market's natural listings, which the lab-grown fit never reads: what a natural
 * equivalent and a natural stone are valued from (decision 057).
 */
export interface NaturalMarket {
  /** The natural listings of the market behind `snapshot` (the pricing snapshot being used). */
  listings(snapshot: unknown): Promise<readonly PricingListing[]>;
}

/**
 * Read once per pricing snapshot the caller prices with: a new model means a completed import, the
 * only thing that changes the stored listings. A failed read is tried again on the next call.
 */
export function createNaturalMarket(db: Database): NaturalMarket {
  let readFor: unknown;
  let reading: Promise<readonly PricingListing[]> | null = null;
  return {
    listings(snapshot) {
      if (reading && readFor === snapshot) return reading;
      readFor = snapshot;
      const read = loadMarketListings(db, { origin: "natural" }).catch((error: unknown) => {
        if (reading === read) reading = null;
        throw error;
      });
      reading = read;
      return read;
    },
  };
}
