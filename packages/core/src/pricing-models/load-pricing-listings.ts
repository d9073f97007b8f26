import type { Database } from "@faircarat/db";
import { tables } from "@faircarat/db";
import type { PricingListing } from "@faircarat/pricing";

const stones = tables.marketListings;

/** Every stored stone in its latest observed state, with only the fields the engine reads. */
export async function loadPricingListings(db: Database): Promise<PricingListing[]> {
  return db
    .select({
      retailer: stones.retailer,
      url: stones.url,
      observedOn: stones.lastSeenOn,
      origin: stones.origin,
      shape: stones.shape,
      carat: stones.carat,
      color: stones.color,
      clarity: stones.clarity,
      cut: stones.cut,
      polish: stones.polish,
      symmetry: stones.symmetry,
      fluorescence: stones.fluorescence,
      certificateLab: stones.certificateLab,
      certificateNumber: stones.certificateNumber,
      priceCents: stones.priceCents,
    })
    .from(stones)
    .orderBy(stones.id);
}
