import { newestIndexDay } from "../index-cells";
import type { PricingModel } from "../model";
import type { TimeBasis } from "../price-result";
import type { Projection } from "../time-index";

/** The dates the value stands on and how far the trend was carried to the valuation date. */
export function timeBasis(
  model: PricingModel,
  valuationDate: string,
  projection: Projection,
): TimeBasis {
  return {
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
  };
}
