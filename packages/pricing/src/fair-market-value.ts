import { encodeSpecs, type FeatureLayout } from "./features";
import { predictLogPrice, type HedonicCoefficients } from "./fit-hedonic";
import { median } from "./linear-algebra";
import type { DiamondSpecs } from "./types";

export interface RetailerLogPrice {
  retailer: string;
  logPrice: number;
}

export function retailerLogPrices(coefficients: HedonicCoefficients, layout: FeatureLayout, specs: DiamondSpecs): RetailerLogPrice[] {
  const encoded = encodeSpecs(specs, layout); // once for all retailers (hot path of priceDiamond)
  return coefficients.retailers.map((terms) => ({ retailer: terms.retailer, logPrice: predictLogPrice(coefficients, terms, specs, layout, encoded) }));
}

/**
 * Fair market value (log): the median of what each retailer would ask for these specs, so every
 * retailer counts once whatever the size of its feed, and one extreme retailer (a premium brand,
 * or a feed cut off at the cheap end) cannot drag it. The median of monotone curves stays monotone.
 */
export function fairMarketLogPrice(prices: readonly RetailerLogPrice[]): number {
  return median(prices.map((p) => p.logPrice));
}
