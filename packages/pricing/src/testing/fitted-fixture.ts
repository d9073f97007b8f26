import { fitPricingModel } from "../fit-pricing-model";
import { createMarketIndex } from "../market-index";
import { syntheticListings } from "./synthetic-market";

/** One small model fitted on the synthetic market, shared by the tests of a file. */
export function fittedFixture() {
  const listings = syntheticListings();
  const model = fitPricingModel(listings, { valuationDate: "2026-04-23" });
  return { listings, model, index: createMarketIndex(listings, model) };
}
