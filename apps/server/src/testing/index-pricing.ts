import type { MarketPricing } from "@faircarat/core";
import { summariseIndexSources, type PublishedIndexCell } from "@faircarat/pricing/index-cells";
import { fittedFixture } from "@faircarat/pricing/testing/fitted-fixture";

export const indexSource = "https://rings.com/pages/lab-grown-diamond-price-index";

/** A published cell of the index's spec (E VS1 round Excellent IGI), one retailer's median per carat. */
export function indexCell(retailer: string, edition: string, collectedOn: string, nominalCarat: number, perCaratDollars: number, listings: number): PublishedIndexCell {
  return {
    source: `${indexSource} (${edition.slice(0, 7)} edition)`,
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
    medianPricePerCaratCents: perCaratDollars * 100,
    indexPriceCents: Math.round(perCaratDollars * nominalCarat * 100),
    listings,
  };
}

/** The synthetic fixture's model holding published index cells, as a fit on listings and editions keeps them. */
export function pricingWithIndex(cells: PublishedIndexCell[]): MarketPricing {
  const base = fittedFixture();
  const snapshot = { model: { ...base.model, index: { cells, sources: summariseIndexSources(cells) } }, index: base.index, fittedAt: new Date() };
  return { current: () => snapshot, reload: async () => snapshot };
}
