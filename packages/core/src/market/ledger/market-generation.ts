import { and, eq, ne, sql } from "drizzle-orm";
import { type Database, tables } from "@faircarat/db";

const stones = tables.marketListings;
const cells = tables.marketIndexCells;
const sources = tables.marketSources;

/** Drops the rows of a build that will never serve, or is about to be built again. */
export async function discardBuild(db: Database, generation: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(stones).where(eq(stones.generation, generation));
    await tx.delete(cells).where(eq(cells.generation, generation));
  });
}

/**
 * Drops what a run that did not succeed wrote (failed, aborted): its build's rows and the source
 * versions only it read.
 */
export async function discardRun(db: Database, runId: number): Promise<void> {
  await discardBuild(db, runId);
  await db.delete(sources).where(and(eq(sources.importId, runId), eq(sources.status, "pending")));
}

/**
 * Drops every build older than the serving one, and failed builds beside it, but the cells of
 * corrected (superseded) index files: those stay as the history of what an edition said before.
 */
export async function pruneGenerations(db: Database, serving: number): Promise<void> {
  const superseded = db
    .select({ id: sources.id })
    .from(sources)
    .where(eq(sources.status, "superseded"));
  await db.transaction(async (tx) => {
    await tx.delete(stones).where(ne(stones.generation, serving));
    await tx
      .delete(cells)
      .where(
        and(
          ne(cells.generation, serving),
          sql`(${cells.sourceId} is null or ${cells.sourceId} not in ${superseded})`,
        ),
      );
  });
}

/**
 * Refreshes the planner's statistics of the market tables once a build serves. Until autovacuum
 * gets to them, a freshly built market looks empty to the planner: the fit's first read of 500,000
 * listings by id then scanned the whole build for each batch (9.5 s instead of 2.9 s).
 */
export async function analyseMarketTables(db: Database): Promise<void> {
  await db.execute(sql`analyze market_listings, market_price_history, market_index_cells`);
}
