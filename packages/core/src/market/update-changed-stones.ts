import { sql } from "drizzle-orm";
import type { MarketListing } from "@faircarat/contracts";
import { type Database, tables } from "@faircarat/db";
import { observedFields } from "./compare-stone";
import type { StoredStone } from "./find-known-stones";

const stones = tables.marketListings;
const columnOf = (field: (typeof observedFields)[number]) => stones[field].name;
const assignments = sql.raw(
  observedFields.map((field) => `"${columnOf(field)}" = changed."${columnOf(field)}"`).join(", "),
);

export interface StoneChange {
  stone: StoredStone;
  listing: MarketListing;
  /** The source version of the row that changed it. */
  sourceId: number;
}

/**
 * Applies the observed grades and price to known stones, and records each moved price in the
 * history (a correction on the same day replaces that day's price). One statement each, rows as
 * JSON.
 */
export async function updateChangedStones(db: Database, changes: StoneChange[]): Promise<void> {
  if (changes.length === 0) return;
  const records = changes.map(({ stone, listing, sourceId }) => ({
    id: stone.id,
    last_seen_on: listing.observedOn,
    source_id: sourceId,
    ...Object.fromEntries(observedFields.map((field) => [columnOf(field), listing[field]])),
  }));
  await db.execute(sql`
    update market_listings set ${assignments}, last_seen_on = changed.last_seen_on,
      source_id = changed.source_id, updated_at = now()
    from json_populate_recordset(null::market_listings, ${JSON.stringify(records)}::json) as changed
    where market_listings.id = changed.id`);
  const moved = changes
    .filter(({ stone, listing }) => stone.priceCents !== listing.priceCents)
    .map(({ stone, listing, sourceId }) => ({
      listing_id: stone.id,
      observed_on: listing.observedOn,
      price_cents: listing.priceCents,
      source_id: sourceId,
    }));
  if (moved.length === 0) return;
  await db.execute(sql`
    insert into market_price_history (listing_id, observed_on, price_cents, source_id)
    select listing_id, observed_on, price_cents, source_id
    from json_populate_recordset(null::market_price_history, ${JSON.stringify(moved)}::json)
    on conflict (listing_id, observed_on)
    do update set price_cents = excluded.price_cents, source_id = excluded.source_id`);
}
