import type { MarketPricing, PricingSnapshot } from "@faircarat/core";
import { createMarketIndex, fitPricingModel } from "@faircarat/pricing";
import { fittedFixture } from "@faircarat/pricing/testing/fitted-fixture";

/**
 * The fixture's model and one fitted on the same market a fifth dearer, swapped in at will: a feed
 * change as pricing sees it.
 */
export function swappablePricing() {
  const base = fittedFixture();
  const dearerListings = base.listings.map((l) => ({
    ...l,
    priceCents: Math.round(l.priceCents * 1.2),
  }));
  const dearer = fitPricingModel(dearerListings, { valuationDate: base.model.valuationDate });
  const dearerIndex = createMarketIndex(dearerListings, dearer);
  const snapshots = {
    base: (fittedAt: Date): PricingSnapshot => ({ model: base.model, index: base.index, fittedAt }),
    dearer: (fittedAt: Date): PricingSnapshot => ({ model: dearer, index: dearerIndex, fittedAt }),
  };
  let snapshot = snapshots.base(new Date("2030-05-01T00:00:00Z"));
  const pricing: MarketPricing = { current: () => snapshot, reload: async () => snapshot };
  return {
    pricing,
    /** Puts a model in use, as if fitted at `fittedAt`. */
    use: (which: keyof typeof snapshots, fittedAt: string) => {
      snapshot = snapshots[which](new Date(fittedAt));
    },
  };
}
