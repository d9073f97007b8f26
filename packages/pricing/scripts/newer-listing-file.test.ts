import path from "node:path";
import { readFeedListings } from "@faircarat/market/feed/read-feed-listings";
import { readIndexCells } from "@faircarat/market/index-feed/read-index-cells";
import { beforeAll, describe, expect, it } from "vitest";
import { fitPricingModel } from "../src/fit-pricing-model";
import { createMarketIndex } from "../src/market-index";
import { priceDiamond } from "../src/price-diamond";
import type { PricingIndexCell, PricingListing } from "../src/types";

/** The shared feeds and editions beside the checkout, read at test time and never copied. */
const shared = path.resolve(import.meta.dirname, "../../../../shared/data");
let listings: PricingListing[];
let cells: PricingIndexCell[];
beforeAll(async () => {
  listings = (await readFeedListings(path.join(shared, "market"))).listings;
  cells = (await readIndexCells(path.join(shared, "market-index"))).cells;
}, 60_000);

/**
 * Issue 37, finding 4: Clean Origin's rounds again, dated after the newest edition at a fifth under
 * their April prices, raised the fair value of a 1.2 ct F VS1 round from $590.40 to $603.83: the
 * newer file made every edition history and bent the market's path for every retailer.
 */
describe("a newer listing file of one retailer, on the shared market", () => {
  it("never raises the fair value, and leaves what the editions say of the other retailers", () => {
    const valuationDate = "2026-12-06";
    const cheaperMonth = listings
      .filter((l) => l.retailer === "Clean Origin" && l.shape === "round")
      .filter((l) => l.observedOn.startsWith("2026-04"))
      .map((l) => ({
        ...l,
        observedOn: "2026-11-20",
        url: l.url && `${l.url}?november`,
        priceCents: Math.round(l.priceCents * 0.8),
      }));
    const ask = (rows: PricingListing[]) => {
      const model = fitPricingModel(rows, { valuationDate, indexCells: cells });
      return priceDiamond(
        model,
        createMarketIndex(rows, model),
        { shape: "round", carat: 1.2, color: "F", clarity: "VS1", cut: "Excellent", valuationDate },
        { comparables: 0 },
      );
    };
    const before = ask(listings);
    const after = ask([...listings, ...cheaperMonth]);
    expect(after.fairMarketValueCents).toBeLessThanOrEqual(before.fairMarketValueCents);
    const usual = (result: typeof before, retailer: string) =>
      result.retailerPrices.find((p) => p.retailer === retailer)!.expectedCents;
    for (const retailer of ["Blue Nile", "Brilliant Earth", "Grown Brilliance", "With Clarity"])
      expect(Math.abs(usual(after, retailer) / usual(before, retailer) - 1)).toBeLessThan(0.01);
  }, 300_000);
});
