import { indexSourceName, type PublishedIndexCell } from "./index-cells";
import type { PricingModel } from "./model";
import type { DiamondSpecs } from "./types";

/** What a retailer's usual price rests on: its own listings, or a published index's cells. */
export type PriceEvidence =
  | {
      kind: "listings";
      /** Newest day of its listings the model stands on. */ asOf: string;
      listings: number;
    }
  | {
      kind: "index";
      /** The publication, without its edition note. */ source: string;
      edition: string;
      collectedOn: string;
      /** Listings behind its newest cells. */ listings: number;
    };

/**
 * Beyond this share outside its cells' carats, a retailer with listings of its own rests on them.
 */
const nearCells = 1.1;

/**
 * What the model knows a retailer's price for these specs from: its newest index cells where they
 * are newer than its listings (the cell nearest the carat counted), unless the retailer has
 * listings of its own and the specs lie away from its cells' carats; else its latest listings.
 */
export function retailerEvidence(
  model: Pick<PricingModel, "retailers" | "index">,
  retailer: string,
  specs: Pick<DiamondSpecs, "shape" | "carat">,
): PriceEvidence {
  const cells = model.index.cells.filter((cell) => cell.retailer === retailer);
  const summary = model.retailers.find((r) => r.retailer === retailer);
  const listings: PriceEvidence = {
    kind: "listings",
    asOf: summary?.snapshotTo ?? model.retailers[0]?.snapshotTo ?? "",
    listings: summary?.listings ?? 0,
  };
  const newestCell = cells.reduce(
    (newest, cell) => (cell.collectedOn > newest ? cell.collectedOn : newest),
    "",
  );
  if (!newestCell || (summary && newestCell < summary.snapshotTo)) return listings;
  const newest = cells.filter((cell) => cell.collectedOn === newestCell);
  // A summary older than the cells is of the retailer's own listings (one known only from an index
  // is summarised from its cells).
  const hasOwnListings = summary !== undefined && summary.snapshotTo < newestCell;
  const nearCarats =
    specs.carat >= Math.min(...newest.map((c) => c.caratFrom)) / nearCells &&
    specs.carat <= Math.max(...newest.map((c) => c.caratTo)) * nearCells;
  if (hasOwnListings && !nearCarats) return listings;
  const distance = (c: PublishedIndexCell) =>
    Math.abs(Math.log(c.nominalCarat / specs.carat)) + (c.shape === specs.shape ? 0 : 10);
  const nearest = newest.reduce((best, c) => (distance(c) < distance(best) ? c : best));
  return {
    kind: "index",
    source: indexSourceName(nearest.source),
    edition: nearest.edition,
    collectedOn: nearest.collectedOn,
    listings: nearest.listings,
  };
}
