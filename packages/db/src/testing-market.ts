import { eq } from "drizzle-orm";
import type { Database } from "./client";
import { currentGeneration } from "./market-generation";
import { marketImports } from "./schema/market-imports";
import { marketIndexCells } from "./schema/market-index-cells";
import { marketListings } from "./schema/market-listings";
import { marketSourceChecks } from "./schema/market-source-checks";
import { marketSources } from "./schema/market-sources";
import { pricingModels } from "./schema/pricing-models";

/**
 * For tests that write market rows by hand: the serving build's generation, after recording a
 * succeeded import that serves it when there is none yet (rows of another generation are not the
 * market's).
 */
export async function servingMarketBuild(db: Database): Promise<number> {
  const serving = await currentGeneration(db);
  if (serving !== null) return serving;
  const [run] = await db
    .insert(marketImports)
    .values({ source: "test rows", sourceSignature: "test rows", status: "succeeded" })
    .returning({ id: marketImports.id });
  await db.update(marketImports).set({ generation: run!.id }).where(eq(marketImports.id, run!.id));
  return run!.id;
}

/** Empties the market and the runs and models that stand on it, in the order the keys allow. */
export async function clearMarket(db: Database): Promise<void> {
  await db.delete(pricingModels);
  await db.delete(marketListings);
  await db.delete(marketIndexCells);
  await db.delete(marketSources);
  await db.delete(marketSourceChecks);
  await db.delete(marketImports);
}
