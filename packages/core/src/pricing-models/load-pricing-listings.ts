import { and, asc, gt } from "drizzle-orm";
import { type Database, inCurrentListings, tables } from "@faircarat/db";
import type { PricingListing } from "@faircarat/pricing";
import type { ListingColumnsBuilder } from "./listing-columns";

const stones = tables.marketListings;

/**
 * Rows read per statement: a bounded batch of row objects at a time, whatever the market's size.
 */
export const PRICING_LISTINGS_BATCH = 10_000;

const fields = {
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
  depthPct: stones.depthPct,
  tablePct: stones.tablePct,
  lengthMm: stones.lengthMm,
  widthMm: stones.widthMm,
};

/**
 * Every stone of the serving market in its latest observed state, with only the fields the engine
 * reads.
 */
export async function loadPricingListings(db: Database): Promise<PricingListing[]> {
  return db.select(fields).from(stones).where(inCurrentListings()).orderBy(stones.id);
}

/**
 * The same stones appended to columns a batch at a time (by id, so each batch is one index range
 * scan): only `batchSize` row objects exist at once, and they are garbage before the next batch
 * (docs/decisions/041). Run it in one snapshot (a repeatable-read transaction) for a consistent
 * market.
 */
export async function appendPricingListings(
  db: Database,
  columns: ListingColumnsBuilder,
  batchSize = PRICING_LISTINGS_BATCH,
): Promise<number> {
  let after = 0;
  let read = 0;
  for (;;) {
    const batch = await db
      .select({ id: stones.id, ...fields })
      .from(stones)
      .where(and(inCurrentListings(), gt(stones.id, after)))
      .orderBy(asc(stones.id))
      .limit(batchSize);
    for (const row of batch) columns.push(row);
    read += batch.length;
    if (batch.length < batchSize) return read;
    after = batch.at(-1)!.id;
  }
}
