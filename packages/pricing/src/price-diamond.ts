import { alternativeRecommendations } from "./alternatives";
import { withIndexListings } from "./index-cells";
import { marketView } from "./market-curves";
import { neighbourhood, type MarketIndex } from "./market-index";
import { marketTrendFor } from "./market-trend";
import { extraSpreadAt, fairValueUncertainty, statedConfidence } from "./market-uncertainty";
import type { PricingModel } from "./model";
import { centsFromLog } from "./money";
import {
  monotoneFairLogPrice,
  monotoneListingInterval,
  type RangeScope,
} from "./monotone-fair-value";
import type { PricingNote } from "./notes";
import type { PriceOptions, PriceResult } from "./price-result";
import { comparablesFor, sameStoneFor } from "./price-steps/comparables";
import { retailerPriceLines, retailerSide, type RetailerSide } from "./price-steps/retailer-side";
import { shapeToPrice } from "./price-steps/shape-to-price";
import { timeBasis } from "./price-steps/time-basis";
import { resolveSpecs } from "./resolve-specs";
import { retailerEvidence } from "./retailer-evidence";
import { retailerLevelUncertainty, usualPriceRange } from "./retailer-range";
import { projectToValuationDate, type Projection } from "./time-index";
import type { DiamondSpecs, PriceRequest } from "./types";
import { judgeListing } from "./verdict";

export type {
  ComparableListing,
  ListingSpecs,
  PriceOptions,
  PriceResult,
  RetailerContext,
  TimeBasis,
} from "./price-result";
export { knownShapeListings } from "./price-steps/shape-to-price";

/**
 * A listed price under this share of the interval's low end is flagged as a likely slip
 * (docs/pricing.md).
 */
const farBelowShare = 0.25;

/**
 * The engine's front door: the specs resolved and the shape to price them as, the fair value and
 * its confidence, each retailer's usual price and the named one's side, the listings' range, the
 * verdict on the listed price, then alternatives and comparables (docs/pricing.md).
 */
export function priceDiamond(
  model: PricingModel,
  index: MarketIndex,
  request: PriceRequest,
  options: PriceOptions = {},
): PriceResult {
  const { specs, assumptions } = resolveSpecs(request);
  const warnings: PricingNote[] = [];
  const valuationDate = request.valuationDate ?? model.dataDate;
  const priced = shapeToPrice(model, specs, warnings);
  const standIn = priced.shape !== specs.shape;
  const projection = projectToValuationDate(model.timeIndex, valuationDate, specs.carat);
  const view = marketView(model, priced);
  const fairMarketValueCents = centsFromLog(monotoneFairLogPrice(model, priced, valuationDate));
  const confidence = confidenceFor(model, request, view, priced, projection, standIn, warnings);

  const retailerPrices = retailerPriceLines(model, view, priced, projection.logShift);
  const side = retailerSide(
    model,
    view,
    priced,
    request.retailer,
    projection.logShift,
    fairMarketValueCents,
    warnings,
  );
  const { retailer, expectedAtRetailerCents, retailerContext, rangeScope } = side;
  const expectedAtRetailerRange = usualRange(model, side, priced, valuationDate, projection);
  const { lowCents, highCents } = listingRange(model, priced, valuationDate, {
    standIn,
    scope: rangeScope,
    fairMarketValueCents,
  });

  const listed = request.listedPriceCents ?? null;
  const judged =
    listed === null
      ? null
      : judgeListing({
          listedPriceCents: listed,
          fairMarketValueCents,
          highCents,
          confidence,
          usualAtRetailerCents: retailerContext?.usualCents ?? null,
        });
  if (listed !== null && listed < lowCents * farBelowShare)
    warnings.push({ kind: "listed-far-below", listedCents: listed, lowCents });

  const nearby = neighbourhood(index, priced);
  if (nearby.listings < 10) warnings.push({ kind: "few-nearby", listings: nearby.listings });
  const alternatives = alternativeRecommendations({
    specs,
    fairMarketValueCents,
    listedPriceCents: listed,
    valueOf: (s) =>
      centsFromLog(monotoneFairLogPrice(model, { ...s, shape: priced.shape }, valuationDate)),
    nearbyListingsOf: (s) => neighbourhood(index, { ...s, shape: priced.shape }).listings,
    retailerPrices,
    listingsByRetailer: withIndexListings(nearby.listingsByRetailer, model.index.cells, priced),
    requestedRetailer: retailer,
  });

  return {
    specs,
    pricedAsShape: priced.shape,
    fairMarketValueCents,
    lowCents,
    highCents,
    rangeScope,
    expectedAtRetailerCents,
    expectedAtRetailerRange,
    retailer,
    retailerContext,
    listedPriceCents: listed,
    savingsCents: listed === null ? null : fairMarketValueCents - listed,
    markupPercentage:
      listed === null
        ? null
        : Math.round(((listed - fairMarketValueCents) / fairMarketValueCents) * 1000) / 10,
    isOverpriced: judged?.isOverpriced ?? null,
    verdict: judged?.verdict ?? null,
    confidence,
    confidenceTolerance: model.confidence.tolerance,
    pricePerCaratCents: Math.round(fairMarketValueCents / specs.carat),
    retailerPrices,
    comparableListings: comparablesFor(
      index,
      specs,
      priced,
      request,
      listed,
      options.comparables ?? 5,
    ),
    sameStone: sameStoneFor(index, request, listed),
    alternativeRecommendations: alternatives,
    marketTrend: marketTrendFor(model, priced),
    time: timeBasis(model, valuationDate, projection),
    basis: {
      valuationDate,
      dataDate: model.dataDate,
      listings: model.support.listings,
      retailers: model.retailers.filter((r) => r.current).map((r) => r.retailer),
      nearbyListings: nearby.listings,
      nearbyRetailers: nearby.retailers,
      votingRetailers: view.voters.filter((v) => v.weight >= 0.25).map((v) => v.retailer),
      assumptions,
    },
    warnings,
  };
}

/**
 * The chance the typical asking price lies near the fair value; a natural stone's is capped (the
 * model is of lab-grown prices), and a market of one current retailer is said.
 */
function confidenceFor(
  model: PricingModel,
  request: Pick<PriceRequest, "origin">,
  view: ReturnType<typeof marketView>,
  priced: DiamondSpecs,
  projection: Projection,
  standIn: boolean,
  warnings: PricingNote[],
): number {
  const extraSpread = extraSpreadAt(model, priced, projection, standIn);
  let confidence = statedConfidence(fairValueUncertainty(view, extraSpread), model.confidence);
  if ((request.origin ?? "lab") === "natural") {
    confidence = Math.min(confidence, 0.05);
    warnings.push({ kind: "natural" });
  }
  if (model.retailers.filter((r) => r.current).length < 2)
    warnings.push({ kind: "one-current-retailer" });
  return confidence;
}

/** The 80% range of the named retailer's usual price, when it has one. */
function usualRange(
  model: PricingModel,
  side: RetailerSide,
  priced: DiamondSpecs,
  valuationDate: string,
  projection: Projection,
): PriceResult["expectedAtRetailerRange"] {
  const { retailer, expectedAtRetailerCents } = side;
  if (retailer === null || expectedAtRetailerCents === null) return null;
  const evidence = retailerEvidence(model, retailer, priced);
  return usualPriceRange(
    expectedAtRetailerCents,
    retailerLevelUncertainty(model, retailer, priced, evidence, valuationDate, projection),
  );
}

/** Where 80% of listings of these specs sit, never excluding the fair value itself. */
function listingRange(
  model: PricingModel,
  priced: DiamondSpecs,
  valuationDate: string,
  options: { standIn: boolean; scope: RangeScope; fairMarketValueCents: number },
): { lowCents: number; highCents: number } {
  const interval = monotoneListingInterval(model, priced, valuationDate, options);
  return {
    lowCents: Math.min(options.fairMarketValueCents, centsFromLog(interval.lowLog)),
    highCents: Math.max(options.fairMarketValueCents, centsFromLog(interval.highLog)),
  };
}
