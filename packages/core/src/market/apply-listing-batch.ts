import { eq, inArray, sql } from "drizzle-orm";
import { type Database, tables } from "@faircarat/db";
import { compareObservation, observedFields } from "./compare-stone";
import { findKnownStones, type StoredStone } from "./find-known-stones";
import type { PreparedListing } from "./prepared-listing";

const stones = tables.marketListings;
const history = tables.marketPriceHistory;

export interface BatchOutcome {
  imported: number;
  updated: number;
  unchanged: number;
  /** Rows that matched a stone an earlier row of this import already matched. */
  duplicates: number;
}

/**
 * Writes one batch in one transaction: new stones (with their first price in the history), changed
 * stones (a history row when the price moved), and last-seen days of stones seen again.
 * `matchedThisRun` carries the stones already matched by this import across batches.
 */
export async function applyListingBatch(db: Database, batch: PreparedListing[], matchedThisRun: Set<number>): Promise<BatchOutcome> {
  return db.transaction(async (tx) => {
    const known = await findKnownStones(tx, batch);
    const outcome: BatchOutcome = { imported: 0, updated: 0, unchanged: 0, duplicates: 0 };
    const fresh: PreparedListing[] = [];
    const seenAgain = new Map<string, number[]>();
    for (const row of batch) {
      const stone = row.keys.map((key) => known.get(key)).find((match): match is StoredStone => match !== undefined);
      if (!stone) {
        fresh.push(row);
        continue;
      }
      if (matchedThisRun.has(stone.id)) {
        outcome.duplicates += 1;
        continue;
      }
      matchedThisRun.add(stone.id);
      const observation = compareObservation(stone, row.listing);
      if (observation === "changed") {
        await updateStone(tx, stone, row);
        outcome.updated += 1;
      } else {
        if (observation === "seen_again") seenAgain.set(row.listing.observedOn, [...(seenAgain.get(row.listing.observedOn) ?? []), stone.id]);
        outcome.unchanged += 1;
      }
    }
    for (const [day, ids] of seenAgain) await tx.update(stones).set({ lastSeenOn: day }).where(inArray(stones.id, ids));
    outcome.imported = await insertStones(tx, fresh);
    return outcome;
  });
}

async function insertStones(db: Database, rows: PreparedListing[]): Promise<number> {
  if (rows.length === 0) return 0;
  const values = rows.map(({ listing: { observedOn, ...listing }, fingerprint }) => ({ ...listing, fingerprint, firstSeenOn: observedOn, lastSeenOn: observedOn }));
  const inserted = await db.insert(stones).values(values).returning({ id: stones.id, priceCents: stones.priceCents, observedOn: stones.firstSeenOn });
  await db.insert(history).values(inserted.map(({ id, priceCents, observedOn }) => ({ listingId: id, priceCents, observedOn })));
  return inserted.length;
}

async function updateStone(db: Database, stone: StoredStone, { listing }: PreparedListing): Promise<void> {
  const changes = Object.fromEntries(observedFields.map((field) => [field, listing[field]]));
  await db
    .update(stones)
    .set({ ...changes, lastSeenOn: listing.observedOn, updatedAt: sql`now()` })
    .where(eq(stones.id, stone.id));
  if (stone.priceCents === listing.priceCents) return;
  await db
    .insert(history)
    .values({ listingId: stone.id, observedOn: listing.observedOn, priceCents: listing.priceCents })
    .onConflictDoUpdate({ target: [history.listingId, history.observedOn], set: { priceCents: listing.priceCents } });
}
