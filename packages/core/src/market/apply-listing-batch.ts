import { inArray } from "drizzle-orm";
import { type Database, tables } from "@faircarat/db";
import { compareObservation } from "./compare-stone";
import { findKnownStones, type StoredStone } from "./find-known-stones";
import { insertNewStones } from "./insert-new-stones";
import type { PreparedListing } from "./prepared-listing";
import { type StoneChange, updateChangedStones } from "./update-changed-stones";

const stones = tables.marketListings;

export interface BatchOutcome {
  imported: number;
  updated: number;
  unchanged: number;
  /** Rows that matched a stone an earlier row of this import already matched. */
  duplicates: number;
}

/**
 * Writes one batch into a build of the market (`generation`) in one transaction: new stones (with their first price as history), changed
 * stones (a history row when the price moved), and the last-seen day of stones seen again.
 * `matchedThisRun` carries the stones already matched by this import across batches, with the day
 * of the row that matched each: a row of a later day (a newer month's file) is a later observation
 * of the stone; one of the same day or earlier, or a second one in the same batch, is a duplicate.
 */
export async function applyListingBatch(
  db: Database,
  generation: number,
  batch: PreparedListing[],
  matchedThisRun: Map<number, string>,
): Promise<BatchOutcome> {
  return db.transaction(async (tx) => {
    const known = await findKnownStones(
      tx,
      generation,
      batch.filter((row) => row.seenBefore),
    );
    const outcome: BatchOutcome = { imported: 0, updated: 0, unchanged: 0, duplicates: 0 };
    const fresh: PreparedListing[] = [];
    const changed: StoneChange[] = [];
    const seenAgain = new Map<string, number[]>();
    const matchedInBatch = new Set<number>();
    for (const row of batch) {
      const stone = row.keys
        .map((key) => known.get(key))
        .find((match): match is StoredStone => match !== undefined);
      const matchedOn = stone && matchedThisRun.get(stone.id);
      if (!stone) {
        fresh.push(row);
      } else if (
        matchedInBatch.has(stone.id) ||
        (matchedOn !== undefined && matchedOn >= row.listing.observedOn)
      ) {
        outcome.duplicates += 1;
      } else {
        matchedInBatch.add(stone.id);
        matchedThisRun.set(stone.id, row.listing.observedOn);
        const observation = compareObservation(stone, row.listing);
        if (observation === "changed")
          changed.push({ stone, listing: row.listing, sourceId: row.sourceId });
        if (observation === "seen_again") {
          const seen = `${row.listing.observedOn}|${row.sourceId}`;
          const ids = seenAgain.get(seen) ?? [];
          ids.push(stone.id);
          seenAgain.set(seen, ids);
        }
      }
    }
    await updateChangedStones(tx, changed);
    for (const [seen, ids] of seenAgain) {
      const [day, sourceId] = seen.split("|");
      await tx
        .update(stones)
        .set({ lastSeenOn: day!, sourceId: Number(sourceId) })
        .where(inArray(stones.id, ids));
    }
    await insertNewStones(tx, generation, fresh);
    const matched = batch.length - fresh.length - outcome.duplicates;
    return {
      ...outcome,
      imported: fresh.length,
      updated: changed.length,
      unchanged: matched - changed.length,
    };
  });
}
