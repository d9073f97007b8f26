import type { EvaluationSources } from "@faircarat/contracts/methodology";
import { publishedCellsUpTo, summariseIndexSources } from "../src/index-cells";
import type { PricingModel } from "../src/model";
import { loadIndexCells } from "./load-market";

/**
 * The market data an evaluation ran on, with their newest days: each retailer's listings as the
 * model summarises them, and each published index's editions as MARKET_INDEXES holds them.
 */
export async function evaluationSources(
  model: Pick<PricingModel, "retailers">,
): Promise<EvaluationSources> {
  const published = publishedCellsUpTo(await loadIndexCells(), "9999-12-31");
  return {
    listings: [...model.retailers]
      .sort((a, b) => a.retailer.localeCompare(b.retailer))
      .map((r) => ({ retailer: r.retailer, listings: r.listings, newestDay: r.snapshotTo })),
    indexes: summariseIndexSources(published).map(
      ({ source, editions, newestCollectedOn, retailers }) => ({
        source,
        editions,
        newestCollectedOn,
        retailers,
      }),
    ),
  };
}
