import type { PublishedIndexCell } from "./index-cells";
import type { PricingModel } from "./model";
import { monotoneFairLogPrice } from "./monotone-fair-value";
import { curvesDate, logLevelAt } from "./time-index";
import type { DiamondSpecs } from "./types";

/**
 * One month of the constant-quality series: the same specs valued at that month's prices, where
 * the engine has data of that month (listings it was fitted on, or a published index edition).
 */
export interface ConstantQualityPoint {
  /** yyyy-mm */
  month: string;
  /** The day of the month's newest data the value stands at. */
  date: string;
  pricePerCaratCents: number;
  /** Where the month's move comes from: the time index over listings, or an index edition. */
  source: "listings" | "index";
  /** Listings of the band behind the month: the fit's, or those behind the edition's cells. */
  listings: number;
}

/**
 * The specs' fair value month by month: today's value (at the model's curves date) moved back by
 * the market's log level at each month with data, read from the engine's time index before the
 * listings' data date and from the published editions' market steps after it (decisions 038, 059).
 * The specs stay the same in every month, so the series moves with the market only, never with
 * which stones or retailers a month happens to list. Months without data are left out: the caller
 * draws them as gaps.
 */
export function constantQualitySeries(
  model: PricingModel,
  specs: DiamondSpecs,
  band: { min: number; max: number },
): ConstantQualityPoint[] {
  const listingsDate = model.timeIndex.dataDate;
  const layer = model.index.layer;
  const marketShift = layer?.marketShift ?? 0;
  const nowLog = monotoneFairLogPrice(model, specs, curvesDate(model.timeIndex));
  const inBand = (carat: number) => carat >= band.min && carat < band.max;

  const months = new Map<string, ConstantQualityPoint>();
  const put = (
    date: string,
    logLevel: number,
    source: ConstantQualityPoint["source"],
    n: number,
  ) => {
    const month = date.slice(0, 7);
    const earlier = months.get(month);
    // One point a month: its newest data, with every listing of the month counted.
    if (earlier && earlier.date > date) {
      earlier.listings += n;
      return;
    }
    months.set(month, {
      month,
      date,
      pricePerCaratCents: Math.round(Math.exp(nowLog + logLevel - marketShift) / specs.carat),
      source,
      listings: n + (earlier?.listings ?? 0),
    });
  };

  // The listings the fit stood on, by the day they were seen (the model keeps per retailer, day and
  // band the snapshots of ten listings or more).
  const listingsByDay = new Map<string, number>();
  for (const point of model.trend)
    if (point.observedOn <= listingsDate && overlaps(point.caratBand, band))
      listingsByDay.set(
        point.observedOn,
        (listingsByDay.get(point.observedOn) ?? 0) + point.listings,
      );
  for (const [day, listings] of listingsByDay)
    put(day, logLevelAt(model.timeIndex, day, specs.carat), "listings", listings);

  // Past the listings, each edition's market level: the layer's steps chained from the data date.
  let level = 0;
  for (const step of layer?.steps ?? []) {
    if (step.to <= listingsDate) continue;
    level += step.logChange;
    const listings = editionCells(model.index.cells, step.to)
      .filter((cell) => inBand(cell.nominalCarat))
      .reduce((sum, cell) => sum + cell.listings, 0);
    put(step.to, level, "index", listings);
  }
  return [...months.values()].sort((a, b) => a.month.localeCompare(b.month));
}

const overlaps = ([from, to]: readonly [number, number], band: { min: number; max: number }) =>
  from < band.max && to > band.min;

/** The cells of the edition whose newest collection day is `date` (how the layer dates it). */
function editionCells(cells: readonly PublishedIndexCell[], date: string): PublishedIndexCell[] {
  const newest = new Map<string, string>();
  for (const cell of cells)
    if (cell.collectedOn > (newest.get(cell.edition) ?? ""))
      newest.set(cell.edition, cell.collectedOn);
  return cells.filter((cell) => newest.get(cell.edition) === date);
}
