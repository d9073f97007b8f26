export { fitPricingModel, type FitOptions } from "./fit-pricing-model";
export { createMarketIndex, type MarketIndex } from "./market-index";
export { priceDiamond, type PriceResult, type ComparableListing, type PriceOptions } from "./price-diamond";
export type { PricingModel } from "./model";
export type { PricingListing, PriceRequest, DiamondSpecs } from "./types";
export type { AlternativeRecommendation } from "./alternatives";
export type { MarketTrend } from "./market-trend";
export * from "./grades";
