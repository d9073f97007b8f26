import { calibrateInterval } from "./calibrate-interval";
import { defaultLayout, featureNames, type FeatureLayout } from "./features";
import { fitHedonic, type HedonicOptions, type HedonicRow } from "./fit-hedonic";
import { trendPoints } from "./market-trend";
import type { PricingModel, RetailerSummary } from "./model";
import { selectCurrent } from "./select-current";
import { summariseSupport } from "./support";
import type { PricingListing } from "./types";
import { specsOfListing } from "./typical-grades";

export interface FitOptions extends HedonicOptions {
  /** ISO yyyy-mm-dd: listings after it are ignored, older snapshots are history. */
  valuationDate: string;
  maxAgeDays?: number;
  layout?: FeatureLayout;
}

export const defaultDeviationPenalty = 3;
/**
 * Huber rounds of the curves behind the expected price at a retailer (not FMV): two rounds, the
 * count set before this fit was evaluated (see docs/pricing.md for what one round would give).
 */
export const retailerRobustRounds = 2;

/**
 * Each retailer's own curve for its typical listing: Huber-reweighted and centred on the median of
 * its rows. Fitted apart from the FMV curves, whose least-squares levels the held-out interval is
 * calibrated around (docs/decisions/014-pricing-targets.md).
 */
export function fitRetailerCurves(rows: readonly HedonicRow[], layout: FeatureLayout, options: HedonicOptions = {}) {
  return fitHedonic(rows, layout, { deviationPenalty: defaultDeviationPenalty, ...options, robustRounds: retailerRobustRounds, centerLevels: true });
}

export function toHedonicRow(listing: PricingListing): HedonicRow {
  return { specs: specsOfListing(listing), retailer: listing.retailer, logPrice: Math.log(listing.priceCents) };
}

/** Fits the cross-retailer model on each retailer's current lab snapshot; plain-JSON result. */
export function fitPricingModel(listings: readonly PricingListing[], options: FitOptions): PricingModel {
  const layout = options.layout ?? defaultLayout;
  const hedonic: HedonicOptions = { deviationPenalty: defaultDeviationPenalty, ...options };
  const { current, history, snapshots } = selectCurrent(listings, options);
  if (current.length === 0) throw new Error(`no lab listings within ${options.maxAgeDays ?? 365} days before ${options.valuationDate}`);
  const rows = current.map(toHedonicRow);
  const coefficients = fitHedonic(rows, layout, hedonic);
  return {
    version: 2,
    valuationDate: options.valuationDate,
    layout,
    featureNames: featureNames(layout),
    coefficients,
    retailerCoefficients: fitRetailerCurves(rows, layout, hedonic),
    retailers: summariseRetailers(current, snapshots),
    interval: calibrateInterval(rows, layout, hedonic),
    support: summariseSupport(current),
    trend: trendPoints([...history, ...current], coefficients, layout),
  };
}

function summariseRetailers(current: readonly PricingListing[], snapshots: Map<string, { from: string; to: string }>): RetailerSummary[] {
  return [...snapshots].map(([retailer, span]) => {
    const own = current.filter((l) => l.retailer === retailer);
    return {
      retailer,
      snapshotFrom: span.from,
      snapshotTo: span.to,
      listings: own.length,
      caratMin: Math.min(...own.map((l) => l.carat)),
      caratMax: Math.max(...own.map((l) => l.carat)),
    };
  }).sort((a, b) => a.retailer.localeCompare(b.retailer));
}
