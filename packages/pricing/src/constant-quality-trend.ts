import type { PublishedIndexCell } from "./index-cells";
import type { PricingModel } from "./model";
import { monotoneFairLogPrice } from "./monotone-fair-value";
import { pathLevelAt } from "./market-path";
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
 * The specs' fair value month by month: today's value (at the model's curves date) moved by the
 * market's log level in each month with data, read from the engine's one market path (decision
 * 056): the time index over the listings up to the path's base, then each published edition. The
 * specs stay the same in every month, so the series moves with the market only, never with which
 * stones or retailers a month happens to list. Months without data are left out: the caller draws
 * them as gaps.
 */
export function constantQualitySeries(
  model: PricingModel,
  specs: DiamondSpecs,
  band: { min: number; max: number },
): ConstantQualityPoint[] {
  const index = model.timeIndex;
  const path = index.path;
  const levelOn = (date: string) =>
    path ? pathLevelAt(index, path, date) : logLevelAt(index, date, specs.carat);
  const now = curvesDate(index);
  const nowLog = monotoneFairLogPrice(model, specs, now);
  const nowLevel = levelOn(now);
  const inBand = (carat: number) => carat >= band.min && carat < band.max;

  const months = new Map<string, ConstantQualityPoint>();
  const put = (date: string, source: ConstantQualityPoint["source"], listings: number) => {
    const month = date.slice(0, 7);
    const earlier = months.get(month);
    // One point a month: its newest data, with every listing of the month counted.
    if (earlier && earlier.date > date) {
      earlier.listings += listings;
      return;
    }
    months.set(month, {
      month,
      date,
      pricePerCaratCents: Math.round(Math.exp(nowLog + levelOn(date) - nowLevel) / specs.carat),
      source,
      listings: listings + (earlier?.listings ?? 0),
    });
  };

  // The listings the market's record stands on, by the day they were seen (the model keeps per
  // retailer, day and band the snapshots of ten listings or more); past the path's base a lone
  // retailer's file is its own evidence, not the market's.
  const listingsUntil = path?.base ?? index.dataDate;
  const listingsByDay = new Map<string, number>();
  for (const point of model.trend)
    if (point.observedOn <= listingsUntil && overlaps(point.caratBand, band))
      listingsByDay.set(
        point.observedOn,
        (listingsByDay.get(point.observedOn) ?? 0) + point.listings,
      );
  for (const [day, listings] of listingsByDay) put(day, "listings", listings);

  // Past the listings, each published edition's day on the path.
  for (const point of path?.points ?? []) {
    if (point.date <= listingsUntil) continue;
    const listings = editionCells(model.index.cells, point.date)
      .filter((cell) => inBand(cell.nominalCarat))
      .reduce((sum, cell) => sum + cell.listings, 0);
    put(point.date, "index", listings);
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
