import type { MarketPricing } from "@faircarat/core";
import { summariseIndexSources, type PublishedIndexCell } from "@faircarat/pricing/index-cells";
import { fittedFixture } from "@faircarat/pricing/testing/fitted-fixture";
import { indexCell as fixtureCell } from "@faircarat/pricing/testing/index-fixture";

export const indexSource = "https://rings.com/pages/lab-grown-diamond-price-index";

/**
 * A published cell of the index's spec (E VS1 round Excellent IGI), one retailer's median per
 * carat.
 */
export function indexCell(
  retailer: string,
  edition: string,
  collectedOn: string,
  nominalCarat: number,
  perCaratDollars: number,
  listings: number,
): PublishedIndexCell {
  const cell = fixtureCell({
    retailer,
    edition,
    collectedOn,
    nominalCarat,
    indexPriceCents: Math.round(perCaratDollars * nominalCarat * 100),
    listings,
    source: indexSource,
    editionName: edition.slice(0, 7),
  });
  return {
    ...cell,
    medianPricePerCaratCents: perCaratDollars * 100,
    indexPriceCents: cell.indexPriceCents!,
  };
}

/**
 * The synthetic fixture's model holding published index cells, as a fit on listings and editions
 * keeps them.
 */
export function pricingWithIndex(cells: PublishedIndexCell[]): MarketPricing {
  const base = fittedFixture();
  const snapshot = {
    model: { ...base.model, index: { cells, sources: summariseIndexSources(cells) } },
    index: base.index,
    fittedAt: new Date(),
  };
  return { current: () => snapshot, reload: async () => snapshot };
}
