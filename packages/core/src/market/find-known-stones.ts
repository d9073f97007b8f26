import { and, eq, inArray, or, type SQL } from "drizzle-orm";
import { type Database, tables } from "@faircarat/db";
import type { PreparedListing } from "./prepared-listing";
import { identityKeys } from "./listing-identity";

const stones = tables.marketListings;
export type StoredStone = typeof stones.$inferSelect;

const distinct = <T>(values: (T | null)[]) => [
  ...new Set(values.filter((value): value is T => value !== null)),
];

/** Every stone of the build sharing an identity key with the batch, by key. */
export async function findKnownStones(
  db: Database,
  generation: number,
  batch: PreparedListing[],
): Promise<Map<string, StoredStone>> {
  const listings = batch.map((row) => row.listing);
  const retailers = distinct(listings.map((listing) => listing.retailer));
  const byRetailer = (
    column: typeof stones.listingId | typeof stones.url | typeof stones.fingerprint,
    values: string[],
  ) =>
    values.length > 0
      ? and(inArray(stones.retailer, retailers), inArray(column, values))
      : undefined;
  const certified = listings.filter(
    (listing) => listing.certificateLab && listing.certificateNumber,
  );
  const conditions = [
    byRetailer(stones.listingId, distinct(listings.map((listing) => listing.listingId))),
    byRetailer(stones.url, distinct(listings.map((listing) => listing.url))),
    byRetailer(stones.fingerprint, distinct(batch.map((row) => row.fingerprint))),
    certified.length > 0
      ? and(
          inArray(
            stones.certificateLab,
            distinct(certified.map((listing) => listing.certificateLab)),
          ),
          inArray(
            stones.certificateNumber,
            distinct(certified.map((listing) => listing.certificateNumber)),
          ),
        )
      : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
  if (conditions.length === 0) return new Map();
  const known = await db
    .select()
    .from(stones)
    .where(and(eq(stones.generation, generation), or(...conditions)));
  return new Map(known.flatMap((stone) => identityKeys(stone).map((key) => [key, stone] as const)));
}
