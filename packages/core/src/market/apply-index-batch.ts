import type { MarketIndexCell } from "@faircarat/contracts";
import { type Database, tables } from "@faircarat/db";
import { publicationOf } from "./index-cell-identity";

const cells = tables.marketIndexCells;

/** An index record with the source version (file) that published it. */
export interface SourcedIndexCell {
  cell: MarketIndexCell;
  sourceId: number;
}

/**
 * Writes one batch of index cells into a build of the market, in one statement. The import keeps
 * one record per cell (the first), so a build never holds two.
 */
export async function applyIndexBatch(
  db: Database,
  generation: number,
  batch: readonly SourcedIndexCell[],
): Promise<number> {
  if (batch.length === 0) return 0;
  await db.insert(cells).values(
    batch.map(({ cell, sourceId }) => ({
      ...cell,
      publication: publicationOf(cell),
      generation,
      sourceId,
    })),
  );
  return batch.length;
}
