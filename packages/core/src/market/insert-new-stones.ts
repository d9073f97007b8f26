import { getTableColumns, sql } from "drizzle-orm";
import { type Database, tables } from "@faircarat/db";
import type { PreparedListing } from "./prepared-listing";

const stones = tables.marketListings;
const {
  id: _id,
  createdAt: _createdAt,
  updatedAt: _updatedAt,
  ...insertedColumns
} = getTableColumns(stones);
const columnNames = Object.values(insertedColumns).map((column) => column.name);
const columnList = sql.raw(columnNames.map((name) => `"${name}"`).join(", "));

/**
 * Inserts new stones of a build and their first price in one statement, each with its source. The rows travel as one JSON parameter:
 * building a 1,000-row VALUES list with 20,000 parameters cost more than the insert itself.
 */
export async function insertNewStones(
  db: Database,
  generation: number,
  rows: PreparedListing[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const records = rows.map(({ listing, fingerprint, sourceId }) => {
    const values: Record<string, unknown> = {
      ...listing,
      generation,
      sourceId,
      fingerprint,
      firstSeenOn: listing.observedOn,
      lastSeenOn: listing.observedOn,
    };
    return Object.fromEntries(
      Object.entries(insertedColumns).map(([key, column]) => [column.name, values[key]]),
    );
  });
  await db.execute(sql`
    with inserted as (
      insert into market_listings (${columnList})
      select ${columnList} from json_populate_recordset(null::market_listings, ${JSON.stringify(records)}::json)
      returning id, first_seen_on, price_cents, source_id
    )
    insert into market_price_history (listing_id, observed_on, price_cents, source_id)
    select id, first_seen_on, price_cents, source_id from inserted`);
  return rows.length;
}
