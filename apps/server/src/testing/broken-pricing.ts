import type { MarketPricing } from "@faircarat/core";
import { createMarketIndex, fitPricingModel } from "@faircarat/pricing";
import { syntheticListings } from "@faircarat/pricing/testing/synthetic-market";

/**
 * A model as one feed row dated 2099-01-01 once made every model: valued in 2099, every answer a
 * fair value of $0 and a high end of quintillions. Loaded as if an older version had served it.
 */
export function brokenPricing(): MarketPricing {
  const listings = syntheticListings();
  const withTypo = [
    ...listings,
    { ...listings[0]!, observedOn: "2099-01-01", url: "https://example.test/typo" },
  ];
  const model = fitPricingModel(withTypo, { valuationDate: "2099-01-01" });
  const snapshot = { model, index: createMarketIndex(withTypo, model), fittedAt: new Date() };
  return { current: () => snapshot, reload: async () => snapshot };
}
