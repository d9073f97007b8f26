import { and, desc, eq, isNotNull, sql, type SQL } from "drizzle-orm";
import type { Database } from "./client";
import { marketImports as runs } from "./schema/market-imports";
import { marketIndexCells as cells } from "./schema/market-index-cells";
import { marketListings as stones } from "./schema/market-listings";

/**
 * The build of the market that serves, as a subquery: the generation the newest successful import
 * left (docs/decisions/055). A statement reads it in its own snapshot, so a reader never mixes two
 * builds.
 */
export const currentGenerationSql: SQL<number> = sql`(select ${runs.generation} from ${runs}
  where ${runs.status} = 'succeeded' and ${runs.generation} is not null
  order by ${runs.id} desc limit 1)`;

/** The same generation read once (null before the first successful import). */
export async function currentGeneration(db: Database): Promise<number | null> {
  const [row] = await db
    .select({ generation: runs.generation })
    .from(runs)
    .where(and(eq(runs.status, "succeeded"), isNotNull(runs.generation)))
    .orderBy(desc(runs.id))
    .limit(1);
  return row?.generation ?? null;
}

/** Listings of the serving market. */
export const inCurrentListings = (): SQL => sql`${stones.generation} = ${currentGenerationSql}`;

/** Index cells of the serving market. */
export const inCurrentCells = (): SQL => sql`${cells.generation} = ${currentGenerationSql}`;
