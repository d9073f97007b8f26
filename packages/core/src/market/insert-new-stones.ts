import { getTableColumns, sql } from "drizzle-orm";
import { type Database, tables } from "@faircarat/db";
import type { PreparedListing } from "./prepared-listing";

const stones = tables.marketListings;
const {
  id: _id,
  createdAt: _createdAt,
  updatedAt: _updatedAt,
  generation: _generation,
  sourceId: _sourceId,
  fingerprint: _fingerprint,
  firstSeenOn: _firstSeenOn,
  lastSeenOn: _lastSeenOn,
  ...listingColumns
} = getTableColumns(stones);
/** Each listing field the table stores, and its column. */
const fields = Object.entries(listingColumns).map(([field, column]) => ({
  field,
  column: column.name,
  type: column.getSQLType(),
}));
const quoted = (name: string) => `"${name}"`;
const insertedList = sql.raw(
  [
    ...fields.map(({ column }) => column),
    "generation",
    "source_id",
    "fingerprint",
    "first_seen_on",
    "last_seen_on",
  ]
    .map(quoted)
    .join(", "),
);
const selectedList = sql.raw(fields.map(({ field }) => `listing.${quoted(field)}`).join(", "));
const listingRecord = sql.raw(
  fields.map(({ field, type }) => `${quoted(field)} ${type}`).join(", "),
);

/**
 * Inserts new stones of a build and their first price in one statement, each with its source. The
 * rows travel as one JSON parameter, each listing under its own field names (the statement names
 * the column each goes to): building a 1,000-row VALUES list with 20,000 parameters cost more than
 * the insert itself, and copying each listing into an object keyed by column name was a tenth of a
 * first import's time.
 */
export async function insertNewStones(
  db: Database,
  generation: number,
  rows: PreparedListing[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const records = rows.map(({ listing, fingerprint, sourceId }) => ({
    ...listing,
    fingerprint,
    sourceId,
  }));
  await db.execute(sql`
    with inserted as (
      insert into market_listings (${insertedList})
      select ${selectedList}, ${generation}::integer, listing."sourceId", listing.fingerprint,
        listing."observedOn", listing."observedOn"
      from json_to_recordset(${JSON.stringify(records)}::json)
        as listing(${listingRecord}, "observedOn" date, fingerprint text, "sourceId" integer)
      returning id, first_seen_on, price_cents, source_id
    )
    insert into market_price_history (listing_id, observed_on, price_cents, source_id)
    select id, first_seen_on, price_cents, source_id from inserted`);
  return rows.length;
}
