import type { FeatureLayout } from "./features";
import type { HedonicCoefficients } from "./fit-hedonic";
import type { Clarity, Color, Shape } from "./grades";

export interface RetailerSummary {
  retailer: string;
  /** First and last day of the snapshot the model uses for this retailer. */
  snapshotFrom: string;
  snapshotTo: string;
  listings: number;
  caratMin: number;
  caratMax: number;
}

export interface ShapeSupport {
  listings: number;
  caratMin: number;
  caratMax: number;
}

/** Where listings of one held-out retailer fell against the FMV of a model fitted without it. */
export interface HeldOutFold {
  retailer: string;
  listings: number;
  medianLogResidual: number;
}

export interface IntervalCalibration {
  /** log(low / FMV) and log(high / FMV) for an 80% interval. */
  lowLog: number;
  highLog: number;
  method: "leave-one-retailer-out" | "in-sample (one retailer only)";
  folds: HeldOutFold[];
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

/** A fitted model: plain JSON, safe to cache or commit (parameters only, no listing rows). */
export interface PricingModel {
  version: 2;
  valuationDate: string;
  layout: FeatureLayout;
  featureNames: string[];
  /** The curves behind FMV and its interval (weighted least squares). */
  coefficients: HedonicCoefficients;
  /** The curves behind the expected price at each retailer: robust, centred on its typical listing. */
  retailerCoefficients: HedonicCoefficients;
  retailers: RetailerSummary[];
  interval: IntervalCalibration;
  support: {
    listings: number;
    byShape: Partial<Record<Shape, ShapeSupport>>;
    colors: Color[];
    clarities: Clarity[];
  };
  trend: TrendPoint[];
}
