import type { PricingIndexCell } from "../types";
import { syntheticPriceCents } from "./synthetic-market";

export interface EditionSpec {
  edition: string;
  collectedOn: string;
  /** Retailer -> its level against the synthetic market's Value retailer (1). */
  levels: Record<string, number>;
}

/** Index cells of E VS1 Excellent IGI rounds at 1, 1.5 and 2 ct, priced as the synthetic market prices them at each level. */
export function indexCells(editions: readonly EditionSpec[]): PricingIndexCell[] {
  return editions.flatMap(({ edition, collectedOn, levels }) =>
    Object.entries(levels).flatMap(([retailer, level]) =>
      [1, 1.5, 2].map((nominalCarat): PricingIndexCell => {
        const indexPriceCents = Math.round(syntheticPriceCents(nominalCarat, "E", "VS1", level));
        return {
          source: `https://index.example/lab-grown (${edition} edition)`,
          edition,
          collectedOn,
          retailer,
          shape: "round",
          color: "E",
          clarity: "VS1",
          cut: "Excellent",
          certificateLab: "IGI",
          caratFrom: nominalCarat - 0.05,
          caratTo: nominalCarat + 0.05,
          nominalCarat,
          medianPricePerCaratCents: Math.round(indexPriceCents / nominalCarat),
          indexPriceCents,
          listings: 120,
        };
      }),
    ),
  );
}
