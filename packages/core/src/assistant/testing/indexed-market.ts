import {
  createMarketIndex,
  fitPricingModel,
  type PricingIndexCell,
  type PricingListing,
} from "@faircarat/pricing";
import { indexCell } from "@faircarat/pricing/testing/index-fixture";
import { syntheticListings } from "@faircarat/pricing/testing/synthetic-market";

const source = "https://rings.com/pages/lab-grown-diamond-price-index";
const editions = [
  { edition: "2026-05-21", collectedOn: "2026-05-18", name: "May 2026" },
  { edition: "2026-06-29", collectedOn: "2026-06-27", name: "June 2026" },
  { edition: "2026-07-26", collectedOn: "2026-07-23", name: "July 2026" },
] as const;

/**
 * Index prices (whole dollars) of an E VS1 round Excellent IGI stone at 1, 1.5 and 2 ct, one row
 * per edition; null: not published.
 */
const published: Record<string, (readonly [number | null, number | null, number | null])[]> = {
  "Brilliant Earth": [
    [901, 1638, 3284],
    [979, 1820, 3288],
    [899, 1818, 3284],
  ],
  Ritani: [
    [290, 392, 566],
    [192, 279, 380],
    [295, 387, 532],
  ],
  // Known from listings too: the index gives it a newer level.
  Value: [
    [700, 1150, 1700],
    [680, 1120, 1650],
    [660, 1090, 1600],
  ],
  // Published at 1 ct only: nothing near a 2.5 ct stone.
  "Tiny Gems": [
    [500, null, null],
    [490, null, null],
    [480, null, null],
  ],
};

function indexCells(): PricingIndexCell[] {
  return Object.entries(published).flatMap(([retailer, rows]) =>
    rows.flatMap((prices, k) =>
      [1, 1.5, 2].map((nominalCarat, i) => {
        const price = prices[i] ?? null;
        const { edition, collectedOn, name } = editions[k]!;
        return indexCell({
          retailer,
          edition,
          collectedOn,
          nominalCarat,
          indexPriceCents: price === null ? null : price * 100,
          listings: price === null ? 12 : 200 + 10 * i + k,
          source,
          editionName: name,
        });
      }),
    ),
  );
}

/** A retailer last seen years ago: the model keeps it, but not as a current retailer. */
function formerRetailer(): PricingListing[] {
  return syntheticListings({ perRetailer: 40, seed: 11 })
    .filter((l) => l.retailer === "Middle" && l.observedOn === "2026-04-01")
    .map((l, i) => ({
      ...l,
      retailer: "Old Shop",
      observedOn: "2023-04-01",
      url: `https://example.test/old-shop/${i}`,
    }));
}

/**
 * The synthetic market's listings (to Apr 1, 2026) with three published index editions after them
 * (May to July 2026), fitted as the service fits: a model whose curves stand at the newest edition.
 */
export function indexedMarket() {
  const listings = [...syntheticListings(), ...formerRetailer()];
  const model = fitPricingModel(listings, {
    valuationDate: "2026-07-31",
    indexCells: indexCells(),
  });
  return { listings, model, index: createMarketIndex(listings, model) };
}

/**
 * The report: a 1.52 ct oval listed at $3,000 at a retailer the data lack, valued four
 * months past the newest edition.
 */
export const ovalRequest = {
  carat: 1.52,
  color: "G",
  clarity: "VS1",
  cut: "Excellent",
  shape: "oval",
  retailer: null,
  listedPriceCents: 300_000,
  valuationDate: "2026-11-27",
} as const;
