import { sql, type SQL } from "drizzle-orm";
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

/** Listings of the serving market. */
export const inCurrentListings = (): SQL => sql`${stones.generation} = ${currentGenerationSql}`;

/** Index cells of the serving market. */
export const inCurrentCells = (): SQL => sql`${cells.generation} = ${currentGenerationSql}`;
