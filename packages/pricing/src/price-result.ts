import type { AlternativeRecommendation } from "./alternatives";
import type { MarketTrend } from "./market-trend";
import type { RangeScope } from "./monotone-fair-value";
import type { PricingAssumption, PricingNote } from "./notes";
import type { PriceEvidence } from "./retailer-evidence";
import type { ComparableListing } from "./to-comparable";
import type { DiamondSpecs } from "./types";

export type { ComparableListing, ListingSpecs } from "./to-comparable";
import type { Verdict } from "./verdict";

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
