import type { MarketIndexCell } from "@faircarat/contracts";
import { indexSourceName } from "@faircarat/pricing";

type CellIdentity = Pick<
  MarketIndexCell,
  | "edition"
  | "retailer"
  | "shape"
  | "color"
  | "clarity"
  | "cut"
  | "certificateLab"
  | "caratFrom"
  | "caratTo"
> & { publication: string };

/**
 * The publication a cell belongs to: its source without the edition note ("... (May 2026
 * edition)").
 */
export const publicationOf = (cell: Pick<MarketIndexCell, "source">): string =>
  indexSourceName(cell.source);

/**
 * What makes two rows the same cell, as the table's unique key has it (an unstated cut or lab
 * counts as one value).
 */
export function indexCellKey(cell: CellIdentity): string {
  return JSON.stringify([
    cell.publication,
    cell.edition,
    cell.retailer,
    cell.shape,
    cell.color,
    cell.clarity,
    cell.cut ?? "",
    cell.certificateLab ?? "",
    cell.caratFrom,
    cell.caratTo,
  ]);
}

/** What an edition may correct about a cell it published before. */
export const indexCellValues = [
  "source",
  "collectedOn",
  "nominalCarat",
  "medianPricePerCaratCents",
  "indexPriceCents",
  "listings",
] as const satisfies readonly (keyof MarketIndexCell)[];
