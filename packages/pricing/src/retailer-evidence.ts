import { indexSourceName } from "./index-cells";
import type { PricingModel } from "./model";

/** What a retailer's usual price rests on: its own listings, or a published index's cells. */
export type PriceEvidence =
  | { kind: "listings"; /** Newest day of its listings the model stands on. */ asOf: string; listings: number }
  | {
      kind: "index";
      /** The publication, without its edition note. */ source: string;
      edition: string;
      collectedOn: string;
      /** Listings behind its newest cells. */ listings: number;
    };

/** What the model knows a retailer's prices from: its latest listings, else its newest index cells. */
export function retailerEvidence(model: Pick<PricingModel, "retailers" | "index">, retailer: string): PriceEvidence {
  const cells = model.index.cells.filter((cell) => cell.retailer === retailer);
  const summary = model.retailers.find((r) => r.retailer === retailer);
  const newestCell = cells.reduce((newest, cell) => (cell.collectedOn > newest ? cell.collectedOn : newest), "");
  if (newestCell && (!summary || newestCell >= summary.snapshotTo)) {
    const newest = cells.filter((cell) => cell.collectedOn === newestCell);
    return {
      kind: "index",
      source: indexSourceName(newest[0]!.source),
      edition: newest[0]!.edition,
      collectedOn: newestCell,
      listings: newest.reduce((sum, cell) => sum + cell.listings, 0),
    };
  }
  return { kind: "listings", asOf: summary?.snapshotTo ?? model.retailers[0]?.snapshotTo ?? "", listings: summary?.listings ?? 0 };
}
