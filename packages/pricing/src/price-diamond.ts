import { alternativeRecommendations, type AlternativeRecommendation } from "./alternatives";
import {
  monotoneFairLogPrice,
  monotoneListingInterval,
  type RangeScope,
} from "./monotone-fair-value";
import { marketView, type MarketView } from "./market-curves";
import { extraSpreadAt, fairValueUncertainty, statedConfidence } from "./market-uncertainty";
import {
  nearestListings,
  neighbourhood,
  sameStoneListings,
  type MarketIndex,
} from "./market-index";
import { marketTrendFor, type MarketTrend } from "./market-trend";
import type { PricingModel } from "./model";
import { centsFromLog } from "./money";
import { resolveSpecs } from "./resolve-specs";
import { pricedShape } from "./shape-family";
import { extrapolation } from "./support";
import { projectToValuationDate } from "./time-index";
import type { DiamondSpecs, PriceRequest, PricingListing } from "./types";
import { newestIndexDay, withIndexListings } from "./index-cells";
import { toComparable, type ComparableListing } from "./to-comparable";
import { retailerEvidence, type PriceEvidence } from "./retailer-evidence";
import { retailerLevelUncertainty, usualPriceRange } from "./retailer-range";
import { judgeListing, type Verdict } from "./verdict";
import type { PricingAssumption, PricingNote } from "./notes";

export type { ComparableListing, ListingSpecs } from "./to-comparable";

/**
 * A listed price under this share of the interval's low end is flagged as a likely slip
 * (docs/pricing.md).
 */
const farBelowShare = 0.25;

/** Where the listing's own retailer sits for these specs, when its data are near them. */
export interface RetailerContext {
  retailer: string;
  usualCents: number;
  evidence: PriceEvidence;
  /** Its usual price over the fair market value. */
  ratioToMarket: number;
  tier: "value" | "mid-market" | "premium";
}

export interface TimeBasis {
  /** The newest observation the model stands on: listings or a published index's cells. */
  dataDate: string;
  /** The newest listing the model stands on. */
  listingsDate: string;
  /** The newest published index cell it stands on (its collection day), when any. */
  indexDate: string | null;
  valuationDate: string;
  monthsPastData: number;
  /**
   * Recent monthly change of asking prices at this size (e.g. -0.018), when the history shows it.
   */
  monthlyChange: number | null;
  /**
   * Months of that change carried into the value (0 when the time-forward check did not support
   * it).
   */
  monthsProjected: number;
}

export interface PriceResult {
  specs: DiamondSpecs;
  /**
   * The shape the value was computed for: the requested one, or its nearest stand-in the data know.
   */
  pricedAsShape: DiamondSpecs["shape"];
  fairMarketValueCents: number;
  /**
   * The 80% range where listings of these specs sit: at the retailers the data show near them, or
   * at any retailer.
   */
  lowCents: number;
  highCents: number;
  rangeScope: RangeScope;
  expectedAtRetailerCents: number | null;
  /**
   * The 80% range of that retailer's usual price for these specs: wider the older its newest data
   * and the further its index cells are from the specs.
   */
  expectedAtRetailerRange: { lowCents: number; highCents: number } | null;
  /** The model's name for the requested retailer, when it knows it. */
  retailer: string | null;
  retailerContext: RetailerContext | null;
  listedPriceCents: number | null;
  savingsCents: number | null;
  markupPercentage: number | null;
  isOverpriced: boolean | null;
  verdict: Verdict | null;
  /**
   * Probability that the typical asking price for these specs lies within `confidenceTolerance` of
   * the fair market value.
   */
  confidence: number;
  confidenceTolerance: number;
  pricePerCaratCents: number;
  /** Each retailer with data near the specs: its usual price for them. */
  retailerPrices: { retailer: string; expectedCents: number; evidence: PriceEvidence }[];
  comparableListings: ComparableListing[];
  /** The same certificate at other retailers or dates, when the certificate number is known. */
  sameStone: ComparableListing[];
  alternativeRecommendations: AlternativeRecommendation[];
  marketTrend: MarketTrend | null;
  time: TimeBasis;
  basis: {
    valuationDate: string;
    dataDate: string;
    listings: number;
    retailers: string[];
    nearbyListings: number;
    nearbyRetailers: string[];
    /** Retailers with a real say in this value (weight over a quarter vote). */
    votingRetailers: string[];
    assumptions: PricingAssumption[];
  };
  /** Why the answer is weaker than usual; empty when the data supports it well. */
  warnings: PricingNote[];
}

export interface PriceOptions {
  comparables?: number;
}

/** How far (in 5% carat or one-grade steps) comparables may be sought when none is within 3. */
const farDistance = 8;
/** Listings of a shape the model needs before it prices that shape as itself. */
export const knownShapeListings = 20;
/**
 * A retailer needs this much support of the same shape near the specs for its usual price to be
 * shown.
 */
const retailerContextSupport = 3;
/** ...and this much of any shape for its expected price to be given at all. */
const retailerPriceSupport = 1;

export function priceDiamond(
  model: PricingModel,
  index: MarketIndex,
  request: PriceRequest,
  options: PriceOptions = {},
): PriceResult {
  const { specs, assumptions } = resolveSpecs(request);
  const warnings: PricingNote[] = [];
  const valuationDate = request.valuationDate ?? model.dataDate;

  const pricedAsShape = pricedShape(
    specs.shape,
    (shape) => (model.support.byShape[shape]?.listings ?? 0) >= knownShapeListings,
  );
  const priced: DiamondSpecs = { ...specs, shape: pricedAsShape };
  if (pricedAsShape !== specs.shape)
    warnings.push({ kind: "shape-priced-as", shape: specs.shape, pricedAs: pricedAsShape });
  const outside = extrapolation(model, priced);
  warnings.push(...outside.notes);
  const projection = projectToValuationDate(model.timeIndex, valuationDate, specs.carat);
  const standIn = pricedAsShape !== specs.shape;
  const extraSpread = extraSpreadAt(model, priced, valuationDate, standIn);

  const view = marketView(model, priced);
  const shift = projection.logShift;
  const valueOf = (s: DiamondSpecs) =>
    centsFromLog(monotoneFairLogPrice(model, { ...s, shape: pricedAsShape }, valuationDate));
  const fairMarketValueCents = centsFromLog(monotoneFairLogPrice(model, priced, valuationDate));

  let confidence = statedConfidence(fairValueUncertainty(view, extraSpread), model.confidence);
  if ((request.origin ?? "lab") === "natural") {
    confidence = Math.min(confidence, 0.05);
    warnings.push({ kind: "natural" });
  }
  if (model.retailers.filter((r) => r.current).length < 2)
    warnings.push({ kind: "one-current-retailer" });

  const retailerPrices = view.voters.flatMap((v, i) =>
    view.support[i]!.anyShape >= retailerPriceSupport && isCurrent(model, v.retailer)
      ? [
          {
            retailer: v.retailer,
            expectedCents: centsFromLog(v.logPrice + shift),
            evidence: retailerEvidence(model, v.retailer, priced),
          },
        ]
      : [],
  );
  const { retailer, expectedAtRetailerCents, retailerContext, rangeScope } = retailerSide(
    model,
    view,
    priced,
    request.retailer,
    shift,
    fairMarketValueCents,
    warnings,
  );
  const expectedAtRetailerRange =
    retailer === null || expectedAtRetailerCents === null
      ? null
      : usualPriceRange(
          expectedAtRetailerCents,
          retailerLevelUncertainty(
            model,
            retailer,
            priced,
            retailerEvidence(model, retailer, priced),
            valuationDate,
            projection,
          ),
        );
  const interval = monotoneListingInterval(model, priced, valuationDate, {
    standIn,
    scope: rangeScope,
  });
  const lowCents = Math.min(fairMarketValueCents, centsFromLog(interval.lowLog));
  const highCents = Math.max(fairMarketValueCents, centsFromLog(interval.highLog));

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
    valueOf,
    nearbyListingsOf: (s) => neighbourhood(index, { ...s, shape: pricedAsShape }).listings,
    retailerPrices,
    listingsByRetailer: withIndexListings(nearby.listingsByRetailer, model.index.cells, priced),
    requestedRetailer: retailer,
  });
  // Nearest first; where nothing is that near (a rare shape or size), the nearest further out, then
  // those of the cut a shape the data lack was valued as (the report names it).
  const count = options.comparables ?? 5;
  const comparableListings = [
    () => nearestListings(index, specs, count, undefined, request.proportions),
    () => nearestListings(index, specs, count, farDistance, request.proportions),
    () =>
      pricedAsShape === specs.shape
        ? []
        : nearestListings(index, priced, count, farDistance, request.proportions),
  ]
    .reduce<PricingListing[]>((found, search) => (found.length > 0 ? found : search()), [])
    .map((l) => toComparable(l, listed));
  const sameStone = sameStoneListings(
    index,
    request.certificateNumber ?? null,
    request.listingUrl ?? null,
  ).map((l) => toComparable(l, listed));

  return {
    specs,
    pricedAsShape,
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
    comparableListings,
    sameStone,
    alternativeRecommendations: alternatives,
    marketTrend: marketTrendFor(model, priced),
    time: {
      dataDate: model.dataDate,
      listingsDate: model.timeIndex.dataDate,
      indexDate: newestIndexDay(model.index.sources),
      valuationDate,
      monthsPastData: Math.round(projection.monthsPastData * 10) / 10,
      monthlyChange:
        projection.monthlyChange === null
          ? null
          : Math.round(projection.monthlyChange * 10000) / 10000,
      monthsProjected: Math.round(projection.monthsProjected * 10) / 10,
    },
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

const isCurrent = (model: PricingModel, retailer: string) =>
  model.retailers.some((r) => r.retailer === retailer && r.current);

/**
 * The named retailer's side of the report. Its listing is one of the market the mixture describes
 * when its data are near these specs (the tracked retailers' range); one of a retailer the data do
 * not show here may sit anywhere that retailers do (the any-retailer range).
 */
/** A retailer's name as people write it: "James Allen", "james allen" and "JamesAllen" are one. */
const retailerKey = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, "");

function retailerSide(
  model: PricingModel,
  view: MarketView,
  specs: DiamondSpecs,
  requested: string | null | undefined,
  shift: number,
  fairMarketValueCents: number,
  warnings: PricingNote[],
): {
  retailer: string | null;
  expectedAtRetailerCents: number | null;
  retailerContext: RetailerContext | null;
  rangeScope: RangeScope;
} {
  const wanted = requested ? retailerKey(requested) : "";
  const at = wanted ? view.voters.findIndex((v) => retailerKey(v.retailer) === wanted) : -1;
  if (!wanted)
    return {
      retailer: null,
      expectedAtRetailerCents: null,
      retailerContext: null,
      rangeScope: "tracked-retailers",
    };
  if (at < 0 || !isCurrent(model, view.voters[at]!.retailer)) {
    warnings.push({ kind: "retailer-unknown", retailer: requested! });
    return {
      retailer: null,
      expectedAtRetailerCents: null,
      retailerContext: null,
      rangeScope: "any-retailer",
    };
  }
  const voter = view.voters[at]!;
  const support = view.support[at]!;
  const usualCents = centsFromLog(voter.logPrice + shift);
  if (support.anyShape < retailerPriceSupport) {
    warnings.push({ kind: "retailer-not-near", retailer: voter.retailer });
    return {
      retailer: voter.retailer,
      expectedAtRetailerCents: null,
      retailerContext: null,
      rangeScope: "any-retailer",
    };
  }
  const ratioToMarket = usualCents / fairMarketValueCents;
  const retailerContext: RetailerContext | null =
    support.sameShape >= retailerContextSupport
      ? {
          retailer: voter.retailer,
          usualCents,
          evidence: retailerEvidence(model, voter.retailer, specs),
          ratioToMarket: Math.round(ratioToMarket * 100) / 100,
          tier: ratioToMarket < 0.85 ? "value" : ratioToMarket > 1.15 ? "premium" : "mid-market",
        }
      : null;
  return {
    retailer: voter.retailer,
    expectedAtRetailerCents: usualCents,
    retailerContext,
    rangeScope: "tracked-retailers",
  };
}
