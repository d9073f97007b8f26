import { alternativeRecommendations, type AlternativeRecommendation } from "./alternatives";
import { confidenceScore } from "./confidence";
import { fairMarketLogPrice, retailerLogPrices } from "./fair-market-value";
import { nearestListings, neighbourhood, type MarketIndex } from "./market-index";
import { marketTrendFor, type MarketTrend } from "./market-trend";
import type { PricingModel } from "./model";
import { centsFromLog } from "./money";
import { recommendations } from "./recommendations";
import { resolveSpecs } from "./resolve-specs";
import { extrapolation } from "./support";
import type { DiamondSpecs, PriceRequest, PricingListing } from "./types";

/** A real listing's grades as its feed states them (null = not stated). */
export type ListingSpecs = Pick<PricingListing, "shape" | "carat" | "color" | "clarity" | "cut" | "polish" | "symmetry" | "fluorescence" | "certificateLab">;

export interface ComparableListing {
  source: string;
  priceCents: number;
  specs: ListingSpecs;
  url: string | null;
  observedOn: string;
  /** Listed price minus this listing's price: what buying this one instead would save. */
  savingsCents: number | null;
}

export interface PriceResult {
  specs: DiamondSpecs;
  fairMarketValueCents: number;
  lowCents: number;
  highCents: number;
  expectedAtRetailerCents: number | null;
  /** The model's name for the requested retailer, when it knows it. */
  retailer: string | null;
  listedPriceCents: number | null;
  savingsCents: number | null;
  markupPercentage: number | null;
  /** Listed above `highCents`: above where 90% of market listings of these specs sit. */
  isOverpriced: boolean | null;
  confidence: number;
  pricePerCaratCents: number;
  /** Each retailer's usual price for the specs (the robust curves of `expectedAtRetailerCents`). */
  retailerPrices: { retailer: string; expectedCents: number }[];
  comparableListings: ComparableListing[];
  recommendations: string[];
  alternativeRecommendations: AlternativeRecommendation[];
  marketTrend: MarketTrend | null;
  basis: {
    valuationDate: string;
    listings: number;
    retailers: string[];
    nearbyListings: number;
    nearbyRetailers: string[];
    assumptions: string[];
  };
  /** Why the answer is weaker than usual; empty when the data supports it well. */
  warnings: string[];
}

export interface PriceOptions {
  comparables?: number;
}

export function priceDiamond(model: PricingModel, index: MarketIndex, request: PriceRequest, options: PriceOptions = {}): PriceResult {
  const { specs, assumptions } = resolveSpecs(request);
  const warnings: string[] = [];
  const valueOf = (s: DiamondSpecs) => centsFromLog(fairMarketLogPrice(retailerLogPrices(model.coefficients, model.layout, s)));
  const prices = retailerLogPrices(model.coefficients, model.layout, specs);
  const fmvLog = fairMarketLogPrice(prices);
  const outside = extrapolation(model, specs);
  warnings.push(...outside.reasons);
  const widen = 1 + outside.distance;
  const fairMarketValueCents = centsFromLog(fmvLog);
  const lowCents = Math.min(fairMarketValueCents, centsFromLog(fmvLog + model.interval.lowLog * widen));
  const highCents = Math.max(fairMarketValueCents, centsFromLog(fmvLog + model.interval.highLog * widen));

  const wanted = request.retailer?.trim().toLowerCase();
  const usual = retailerLogPrices(model.retailerCoefficients, model.layout, specs);
  const known = wanted ? usual.find((p) => p.retailer.toLowerCase() === wanted) : undefined;
  if (wanted && !known) warnings.push(`No current listings from ${request.retailer} in the market data: judged against the market only.`);
  const retailer = known?.retailer ?? null;
  const expectedAtRetailerCents = known ? centsFromLog(known.logPrice) : null;

  const listed = request.listedPriceCents ?? null;
  const isOverpriced = listed === null ? null : listed > highCents;

  const nearby = neighbourhood(index, specs);
  let confidence = confidenceScore({
    nearbyListings: nearby.listings,
    nearbyRetailers: nearby.retailers.length,
    widthRatio: 1 / widen,
    meanAgeDays: nearby.meanAgeDays,
  });
  if (model.retailers.length < 2) warnings.push("The market data holds one retailer only: its prices are not a market, and the interval is that retailer's own spread.");
  if (nearby.listings < 10) warnings.push(`Only ${nearby.listings} current listings are close to these specs.`);
  if ((request.origin ?? "lab") === "natural") {
    confidence = Math.min(confidence, 0.05);
    warnings.push("The model covers lab-grown diamonds only; a natural diamond of these specs costs several times more.");
  }

  const retailerPrices = usual.map((p) => ({ retailer: p.retailer, expectedCents: centsFromLog(p.logPrice) }));
  const alternatives = alternativeRecommendations({
    specs,
    fairMarketValueCents,
    valueOf,
    nearbyListingsOf: (s) => neighbourhood(index, s).listings,
    nearbyListings: nearby.listings,
    retailerPrices,
    requestedRetailer: retailer,
  });

  return {
    specs,
    fairMarketValueCents,
    lowCents,
    highCents,
    expectedAtRetailerCents,
    retailer,
    listedPriceCents: listed,
    savingsCents: listed === null ? null : fairMarketValueCents - listed,
    markupPercentage: listed === null ? null : Math.round(((listed - fairMarketValueCents) / fairMarketValueCents) * 1000) / 10,
    isOverpriced,
    confidence,
    pricePerCaratCents: Math.round(fairMarketValueCents / specs.carat),
    retailerPrices,
    comparableListings: nearestListings(index, specs, options.comparables ?? 6).map((l) => toComparable(l, listed)),
    recommendations: recommendations({ fairMarketValueCents, lowCents, highCents, listedPriceCents: listed, retailer, expectedAtRetailerCents, isOverpriced, alternatives }),
    alternativeRecommendations: alternatives,
    marketTrend: marketTrendFor(model, specs),
    basis: {
      valuationDate: model.valuationDate,
      listings: model.support.listings,
      retailers: model.retailers.map((r) => r.retailer),
      nearbyListings: nearby.listings,
      nearbyRetailers: nearby.retailers,
      assumptions,
    },
    warnings,
  };
}

function toComparable(l: PricingListing, listed: number | null): ComparableListing {
  const { shape, carat, color, clarity, cut, polish, symmetry, fluorescence, certificateLab } = l;
  return {
    source: l.retailer,
    priceCents: l.priceCents,
    specs: { shape, carat, color, clarity, cut, polish, symmetry, fluorescence, certificateLab },
    url: l.url,
    observedOn: l.observedOn,
    savingsCents: listed === null ? null : listed - l.priceCents,
  };
}
