import { inArray, sql } from "drizzle-orm";
import { tables, type Database } from "@faircarat/db";
import type { PricingListing } from "@faircarat/pricing";
import { observationListingColumns } from "../market-observations/observation-columns";
import { observationsForFit } from "../market-observations/observations-for-fit";

const observations = tables.marketObservations;

/**
 * Market observations as listings for the fit: what allow-listed retailers' pages stated on the
 * day the product read them (observedOn = that day), of the retailers whose observations enter the
 * fit (`observationsForFit`). Every observation is lab-grown.
 */
export async function loadObservedListings(db: Database): Promise<PricingListing[]> {
  const { retailers } = await observationsForFit(db);
  if (retailers.length === 0) return [];
  return db
    .select({ ...observationListingColumns, origin: sql<"lab">`'lab'` })
    .from(observations)
    .where(inArray(observations.retailer, retailers))
    .orderBy(observations.id);
}
