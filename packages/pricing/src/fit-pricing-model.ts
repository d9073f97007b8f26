import { measureFlagEffects } from "./flag-effects";
import { measureProportionEffects } from "./proportions/proportion-effects";
import { fitFaceUpSizes } from "./proportions/face-up-sizes";
import { calibrateMarket, type MarketCalibration } from "./calibrate-market";
import { calibrateTrackedTail } from "./calibrate-tracked-range";
import { withIndexCells } from "./apply-index-layer";
import { defaultLayout, featureNames, type FeatureLayout } from "./features";
import { fitMarketCurves, newestDate, usableRows } from "./market-curves";
import { trendPoints } from "./market-trend";
import type { PricingModel } from "./model";
import { summariseSupport } from "./support";
import type { PricingIndexCell, PricingListing } from "./types";
import { validateTimeIndex } from "./validate-time";

export interface FitOptions {
  /**
   * ISO yyyy-mm-dd: the model stands on lab listings observed up to this day (later ones are
   * ignored).
   */
  valuationDate: string;
  layout?: FeatureLayout;
  /**
   * Published index cells (`MARKET_INDEXES`) observed up to the valuation date: retailer levels and
   * the newest market level.
   */
  indexCells?: readonly PricingIndexCell[];
}

export interface FittedMarket {
  model: PricingModel;
  /** The held-out cases the interval and confidence were calibrated on (for the evaluation). */
  calibration: MarketCalibration;
}

/** Fits the market model on every lab listing up to the date; plain-JSON result. */
export function fitPricingModel(
  listings: readonly PricingListing[],
  options: FitOptions,
): PricingModel {
  return fitMarket(listings, options).model;
}

export function fitMarket(listings: readonly PricingListing[], options: FitOptions): FittedMarket {
  const layout = options.layout ?? defaultLayout;
  const rows = usableRows(listings, options.valuationDate);
  if (rows.length === 0) throw new Error(`no lab listings on or before ${options.valuationDate}`);
  const curves = fitMarketCurves(rows, layout);
  const timeIndex = { ...curves.timeIndex, ...validateTimeIndex(rows, curves.timeIndex, layout) };
  const calibration = calibrateMarket(rows, curves, layout);
  const dataDate = newestDate(rows);
  const model: PricingModel = {
    version: 8,
    dataDate,
    valuationDate: dataDate,
    layout,
    featureNames: featureNames(layout),
    coefficients: curves.coefficients,
    retailers: curves.retailers,
    localSupport: curves.localSupport,
    timeIndex,
    interval: calibration.interval,
    confidence: calibration.confidence,
    support: summariseSupport(rows),
    trend: trendPoints(rows, curves.coefficients, layout),
    index: { cells: [], sources: [] },
    flagEffects: measureFlagEffects(rows),
    labPremium: curves.labPremium,
    proportionEffects: measureProportionEffects(rows),
    faceUpSizes: fitFaceUpSizes(rows),
  };
  model.interval = { ...model.interval, ...calibrateTrackedTail(model, calibration.rangeListings) };
  return {
    model: withIndexCells(model, options.indexCells ?? [], options.valuationDate),
    calibration,
  };
}
