import { and, eq, inArray, sql } from "drizzle-orm";
import type { MarketIndexCell } from "@faircarat/contracts";
import { type Database, tables } from "@faircarat/db";
import { indexCellKey, indexCellValues, publicationOf } from "./index-cell-identity";

const cells = tables.marketIndexCells;

export interface IndexBatchOutcome {
  imported: number;
  updated: number;
  unchanged: number;
}

/**
 * Writes one batch of index cells in one transaction: new cells, cells whose values an edition
 * corrected, and the run that saw each known cell again. Index editions are small (tens of rows a
 * month), so a changed cell is one UPDATE of its own.
 */
export async function applyIndexBatch(
  db: Database,
  runId: number,
  batch: readonly MarketIndexCell[],
): Promise<IndexBatchOutcome> {
  if (batch.length === 0) return { imported: 0, updated: 0, unchanged: 0 };
  return db.transaction(async (tx) => {
    const publications = [...new Set(batch.map(publicationOf))];
    const editions = [...new Set(batch.map((cell) => cell.edition))];
    const known = await tx
      .select()
      .from(cells)
      .where(and(inArray(cells.publication, publications), inArray(cells.edition, editions)));
    const byKey = new Map(known.map((row) => [indexCellKey(row), row]));
    const fresh: (typeof cells.$inferInsert)[] = [];
    const seenAgain: number[] = [];
    let updated = 0;
    for (const cell of batch) {
      const publication = publicationOf(cell);
      const stored = byKey.get(indexCellKey({ ...cell, publication }));
      if (!stored) {
        fresh.push({ ...cell, publication, importId: runId });
      } else if (indexCellValues.some((field) => stored[field] !== cell[field])) {
        const values = Object.fromEntries(indexCellValues.map((field) => [field, cell[field]]));
        await tx
          .update(cells)
          .set({ ...values, importId: runId, updatedAt: sql`now()` })
          .where(eq(cells.id, stored.id));
        updated += 1;
      } else {
        seenAgain.push(stored.id);
      }
    }
    if (fresh.length > 0) await tx.insert(cells).values(fresh);
    if (seenAgain.length > 0)
      await tx.update(cells).set({ importId: runId }).where(inArray(cells.id, seenAgain));
    return { imported: fresh.length, updated, unchanged: seenAgain.length };
  });
}
