import { resolve } from "node:path";
import type { EvaluationSources } from "@faircarat/contracts/methodology";
import { readIndexCells } from "@faircarat/market/index-feed/read-index-cells";
import { publishedCellsUpTo, summariseIndexSources } from "../src/index-cells";
import type { PricingModel } from "../src/model";

const repoRoot = resolve(import.meta.dirname, "../../..");

/** The index folder: MARKET_INDEXES, or the workspace's published editions. */
export function marketIndexPath(): string {
  return resolve(repoRoot, process.env.MARKET_INDEXES ?? "../shared/data/market-index");
}

/**
 * The market data an evaluation ran on, with their newest days: each retailer's listings as the
 * model summarises them, and each published index's editions as the index folder holds them.
 */
export async function evaluationSources(model: Pick<PricingModel, "retailers">): Promise<EvaluationSources> {
  const { cells } = await readIndexCells(marketIndexPath()).catch(() => ({ cells: [] }));
  const published = publishedCellsUpTo(cells, "9999-12-31");
  return {
    listings: [...model.retailers].sort((a, b) => a.retailer.localeCompare(b.retailer)).map((r) => ({ retailer: r.retailer, listings: r.listings, newestDay: r.snapshotTo })),
    indexes: summariseIndexSources(published).map(({ source, editions, newestCollectedOn, retailers }) => ({ source, editions, newestCollectedOn, retailers })),
  };
}
