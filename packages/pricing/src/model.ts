import type { FlagEffects } from "./flag-effects";
import type { LabPremium } from "./lab-premium";
import type { ProportionEffects } from "./proportions/proportion-effects";
import type { FaceUpSizes } from "./proportions/face-up-sizes";
import type { FeatureLayout } from "./features";
import type { HedonicCoefficients } from "./fit-hedonic";
import type { Clarity, Color, Shape } from "./grades";
import type { LocalSupport } from "./local-support";
import type { IndexSourceSummary, PublishedIndexCell } from "./index-cells";
import type { IndexLayer } from "./index-layer-types";
import type { TimeIndex } from "./time-index";

export interface RetailerSummary {
  retailer: string;
  /** First and last day of the snapshot the model uses for this retailer. */
  snapshotFrom: string;
  snapshotTo: string;
  listings: number;
  caratMin: number;
  caratMax: number;
  /** Log spread of its recent listings around its own curve (robust SD). */
  spread: number;
  /** Its latest snapshot is within a year of the data date. */
  current: boolean;
}

export interface ShapeSupport {
  listings: number;
  caratMin: number;
  caratMax: number;
}

/** Where listings of one held-out retailer fell against the market of a model fitted without it. */
export interface HeldOutFold {
  retailer: string;
  listings: number;
  medianLogResidual: number;
  /** Share of its listings inside the calibrated interval. */
  coverage: number;
}

export interface IntervalCalibration {
  /**
   * How far a retailer the model has not seen may sit from those it has: a log spread added to
   * every retailer's own in the market mixture. Calibrated so that held-out retailers' listings
   * fall inside the 10th-90th percentiles of the mixture 80% of the time, each retailer weighing
   * the same.
   */
  unseenRetailerSpread: number;
  /**
   * The share of the tracked retailers' mixture each end of their range leaves out, set where three
   * or more retailers list like stones so that 80% of those listings fall inside.
   */
  trackedTail: number;
  /** Listings it was set on. */
  trackedCases: number;
  method: "leave-one-retailer-out" | "in-sample (one retailer only)";
  folds: HeldOutFold[];
}

export interface ConfidenceCalibration {
  /** Within this share of the fair market value, the event the confidence is the probability of. */
  tolerance: number;
  /**
   * Multiplies the engine's own log uncertainty of the fair value so that stated confidence matches
   * held-out frequency.
   */
  uncertaintyScale: number;
  /** Held-out cases the scale was fitted on. */
  cases: number;
}

/** Spec-adjusted price level of one retailer's snapshot in one carat band: history for trends. */
export interface TrendPoint {
  retailer: string;
  observedOn: string;
  caratBand: [number, number];
  listings: number;
  /** Median of log price minus the shared spec effect. */
  medianAdjustedLogPrice: number;
}

/**
 * A fitted model: plain JSON, safe to cache or commit (parameters and histograms only, no listing
 * rows).
 */
export interface PricingModel {
  version: 8;
  /** The newest lab observation the model stands on: its curves are prices of that day. */
  dataDate: string;
  /** The default valuation date: the data date (a request may ask for a later one). */
  valuationDate: string;
  layout: FeatureLayout;
  featureNames: string[];
  /**
   * Each retailer's curve at the data date (robust, centred on its typical listing), older rows
   * moved there by the time index.
   */
  coefficients: HedonicCoefficients;
  retailers: RetailerSummary[];
  localSupport: LocalSupport;
  timeIndex: TimeIndex;
  interval: IntervalCalibration;
  confidence: ConfidenceCalibration;
  support: {
    listings: number;
    byShape: Partial<Record<Shape, ShapeSupport>>;
    colors: Color[];
    clarities: Clarity[];
  };
  trend: TrendPoint[];
  /**
   * The published index cells the model stands on (collected up to its valuation date) and their
   * sources.
   */
  index: { cells: PublishedIndexCell[]; sources: IndexSourceSummary[]; layer?: IndexLayer };
  /**
   * Whether growth method and treatment move asking prices, measured on the listings that state
   * them (absent on models fitted before).
   */
  flagEffects?: FlagEffects;
  /**
   * GIA against IGI at the same retailer and specs, measured at fit time; its effect is the fit's
   * GIA step where it holds out of sample, else the step is 0 (absent on models fitted before:
   * their GIA step was the regression's).
   */
  labPremium?: LabPremium;
  /**
   * Whether depth or table outside the shape's usual band moves the asking price within a grade
   * (absent on models fitted before).
   */
  proportionEffects?: ProportionEffects;
  /**
   * The typical face-up size for a weight, per shape, from the listings' measurements (decision
   * 050); absent on models fitted before: the cut check then uses the weight-estimation formulas.
   */
  faceUpSizes?: FaceUpSizes;
}
