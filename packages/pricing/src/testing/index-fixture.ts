import type { PricingIndexCell } from "../types";
import { syntheticPriceCents } from "./synthetic-market";

export interface CellSpec {
  retailer: string;
  edition: string;
  collectedOn: string;
  nominalCarat: number;
  /** The cell's price for its nominal carat; null for a cell the index did not publish. */
  indexPriceCents: number | null;
  listings: number;
  /** The publication, without its edition note. */
  source?: string;
  /** The edition note the file adds to the source (default: the edition's day). */
  editionName?: string;
}

/**
 * One index cell of the published spec (E VS1 round Excellent IGI) in a 0.1 ct window around its
 * nominal carat.
 */
export function indexCell(spec: CellSpec): PricingIndexCell {
  const { indexPriceCents, nominalCarat } = spec;
  return {
    source: `${spec.source ?? "https://index.example/lab-grown"} (${spec.editionName ?? spec.edition} edition)`,
    edition: spec.edition,
    collectedOn: spec.collectedOn,
    retailer: spec.retailer,
    shape: "round",
    color: "E",
    clarity: "VS1",
    cut: "Excellent",
    certificateLab: "IGI",
    caratFrom: nominalCarat - 0.05,
    caratTo: nominalCarat + 0.05,
    nominalCarat,
    medianPricePerCaratCents:
      indexPriceCents === null ? null : Math.round(indexPriceCents / nominalCarat),
    indexPriceCents,
    listings: spec.listings,
  };
}

export interface EditionSpec {
  edition: string;
  collectedOn: string;
  /** Retailer -> its level against the synthetic market's Value retailer (1). */
  levels: Record<string, number>;
}

/** Cells at 1, 1.5 and 2 ct priced as the synthetic market prices them at each level. */
export function indexCells(editions: readonly EditionSpec[]): PricingIndexCell[] {
  return editions.flatMap(({ edition, collectedOn, levels }) =>
    Object.entries(levels).flatMap(([retailer, level]) =>
      [1, 1.5, 2].map((nominalCarat) =>
        indexCell({
          retailer,
          edition,
          collectedOn,
          nominalCarat,
          indexPriceCents: Math.round(syntheticPriceCents(nominalCarat, "E", "VS1", level)),
          listings: 120,
        }),
      ),
    ),
  );
}
