import type { FeatureLayout } from "./features";
import { median } from "./linear-algebra";
import {
  fitMarketCurves,
  logPriceAtDataDate,
  marketView,
  type MarketCurves,
} from "./market-curves";
import { mixtureCdf, mixtureQuantile, type Voter } from "./market-mixture";
import { monotoneFairLogPrice } from "./monotone-fair-value";
import {
  confidenceFromUncertainty,
  confidenceTolerance,
  fairValueUncertainty,
} from "./market-uncertainty";
import type { ConfidenceCalibration, HeldOutFold, IntervalCalibration } from "./model";
import { daysBetween } from "./select-current";
import type { PricingListing } from "./types";
import { stalenessPerMonth } from "./time-index";
import { trackedRangeListings } from "./calibrate-tracked-range";
import { evenSample } from "./even-sample";
import { normal90th, studentTQuantile } from "./student-t";
import { cellKey } from "./stone-cells";
import { specsOfListing } from "./typical-grades";

/**
 * Held-out listings scored per fold: enough for a stable 10th/90th percentile, bounded for the
 * fit's time.
 */
const listingsPerFold = 600;
/** A retailer needs this many recent listings to be held out (fewer say nothing about coverage). */
const minimumFoldListings = 20;
/** Rows per retailer a validation fold is fitted on. */
export const foldRowsPerRetailer = 3000;

/**
 * One held-out listing: the market of a model fitted without its retailer, and where the listing
 * sat.
 */
export interface HeldOutListing {
  retailer: string;
  voters: Voter[];
  logPrice: number;
  /** Each retailer weighs the same: 1 / its scored listings. */
  weight: number;
}

/**
 * One held-out cell of like stones listed by three or more retailers: the typical price against the
 * model's fair value.
 */
export interface HeldOutCell {
  retailer: string;
  /** The cell's key (`cellKey`): retailers held out on the same cells are one piece of evidence. */
  cell: string;
  /**
   * log(fair value of the model without this retailer) - log(median over retailers of their median
   * price in the cell).
   */
  logError: number;
  /** The model's own log uncertainty of its fair value there (before scaling). */
  logUncertainty: number;
}

export interface MarketCalibration {
  /** Its `trackedTail` is set once the model is whole (`calibrateTrackedTail`). */
  interval: IntervalCalibration;
  confidence: ConfidenceCalibration;
  listings: HeldOutListing[];
  cells: HeldOutCell[];
  /** Recent listings of cells three or more retailers list: where the tracked range is set. */
  rangeListings: PricingListing[];
}

/**
 * Leave one current retailer out: refit without it and see where its listings fall in the market
 * the others make (the interval), and how far the typical price of cells it lists moves from the
 * fair value the others give (the confidence). The honest question for a market value is how it
 * does for a retailer it has not seen.
 */
export function calibrateMarket(
  rows: readonly PricingListing[],
  full: MarketCurves,
  layout: FeatureLayout,
): MarketCalibration {
  const dataDate = full.timeIndex.dataDate;
  const recent = (l: PricingListing) => {
    const summary = full.retailers.find((r) => r.retailer === l.retailer)!;
    return summary.current && l.observedOn >= summary.snapshotFrom;
  };
  const recentRows = rows.filter(recent);
  const heldOutRetailers = full.retailers
    .filter((r) => r.current && r.listings >= minimumFoldListings)
    .map((r) => r.retailer);
  if (heldOutRetailers.length < 2) return inSampleCalibration(recentRows, full);

  const cellsByKey = new Map<string, PricingListing[]>();
  for (const l of recentRows) {
    const key = cellKey(l);
    const cell = cellsByKey.get(key);
    if (cell) cell.push(l);
    else cellsByKey.set(key, [l]);
  }

  const listings: HeldOutListing[] = [];
  const cells: HeldOutCell[] = [];
  for (const heldOut of heldOutRetailers) {
    const fold = fitMarketCurves(
      capPerRetailer(
        rows.filter((l) => l.retailer !== heldOut),
        foldRowsPerRetailer,
      ),
      layout,
    );
    const own = recentRows.filter((l) => l.retailer === heldOut);
    const scored = evenSample(own, listingsPerFold);
    for (const l of scored) {
      const view = marketView(fold, specsOfListing(l));
      listings.push({
        retailer: heldOut,
        voters: view.voters,
        logPrice: logPriceAtDataDate(fold, l),
        weight: 1 / scored.length,
      });
    }
    for (const key of new Set(own.map(cellKey))) {
      const cell = cellsByKey.get(key)!;
      const retailerMedians = [...new Set(cell.map((l) => l.retailer))].map((r) =>
        median(cell.filter((l) => l.retailer === r).map((l) => logPriceAtDataDate(full, l))),
      );
      if (retailerMedians.length < 3) continue;
      const representative = cell.find((l) => l.retailer === heldOut)!;
      const specs = specsOfListing(representative);
      const view = marketView(fold, specs);
      const ageMonths = Math.max(0, daysBetween(fold.timeIndex.dataDate, dataDate) / 30.44);
      const fairLogPrice = monotoneFairLogPrice(fold, specs, fold.timeIndex.dataDate);
      cells.push({
        retailer: heldOut,
        cell: key,
        logError: fairLogPrice - median(retailerMedians),
        logUncertainty: fairValueUncertainty(view, stalenessPerMonth * ageMonths),
      });
    }
  }
  const unseenRetailerSpread = spreadForNewRetailer(
    spreadForCoverage(listings, 0.8),
    heldOutRetailers.length,
  );
  const folds: HeldOutFold[] = heldOutRetailers.map((retailer) => {
    const own = listings.filter((l) => l.retailer === retailer);
    return {
      retailer,
      listings: own.length,
      medianLogResidual: median(own.map((l) => l.logPrice - mixtureQuantile(l.voters, 0.5))),
      coverage:
        own.filter((l) => isCovered(l, unseenRetailerSpread)).length / Math.max(1, own.length),
    };
  });
  return {
    interval: {
      unseenRetailerSpread,
      method: "leave-one-retailer-out",
      folds,
      trackedTail: 0.1,
      trackedCases: 0,
    },
    confidence: confidenceScaleFrom(cells),
    listings,
    cells,
    rangeListings: trackedRangeListings(recentRows),
  };
}

function inSampleCalibration(
  recentRows: readonly PricingListing[],
  full: MarketCurves,
): MarketCalibration {
  const scored = evenSample(recentRows, listingsPerFold);
  const listings = scored.map((l) => {
    const view = marketView(full, specsOfListing(l));
    return {
      retailer: l.retailer,
      voters: view.voters,
      logPrice: logPriceAtDataDate(full, l),
      weight: 1,
    };
  });
  return {
    interval: {
      unseenRetailerSpread: spreadForCoverage(listings, 0.8),
      method: "in-sample (one retailer only)",
      folds: [],
      trackedTail: 0.1,
      trackedCases: 0,
    },
    // One retailer is not a market: its own prices say nothing of the others, so confidence stays
    // low.
    confidence: { tolerance: confidenceTolerance, uncertaintyScale: 4, cases: 0 },
    listings,
    cells: [],
    rangeListings: [],
  };
}

function isCovered(l: HeldOutListing, unseenRetailerSpread: number): boolean {
  const position = mixtureCdf(l.voters, l.logPrice, unseenRetailerSpread);
  return position >= 0.1 && position <= 0.9;
}

/**
 * The smallest unseen-retailer spread at which the weighted share of held-out listings inside the
 * 10th-90th percentiles reaches `coverage`.
 */
export function spreadForCoverage(listings: readonly HeldOutListing[], coverage: number): number {
  const total = listings.reduce((s, l) => s + l.weight, 0);
  const covered = (spread: number) =>
    listings.reduce((s, l) => s + (isCovered(l, spread) ? l.weight : 0), 0) / total;
  if (total === 0 || covered(0) >= coverage) return 0;
  let lo = 0;
  let hi = 3;
  for (let i = 0; i < 30; i++) {
    const mid = (lo + hi) / 2;
    if (covered(mid) < coverage) lo = mid;
    else hi = mid;
  }
  return hi;
}

/**
 * The spread that put 80% of the held-out retailers' listings inside the interval is a scale read
 * off a handful of retailers (six in the shipped fit). Where the next, unseen retailer sits is a
 * prediction from that sample: Student's t with one degree of freedom fewer than the retailers
 * held out, not the normal, so the spread grows by the ratio of their 90th percentiles (1.15 for
 * six retailers, 1.20 for five). Without it the model fitted to 2024 data covered 73.6% of the
 * 2026 retailers' listings, each retailer weighing the same (docs/pricing.md).
 */
export function spreadForNewRetailer(calibrated: number, heldOutRetailers: number): number {
  return (calibrated * studentTQuantile(normal90th, heldOutRetailers - 1)) / normal90th;
}

/**
 * How many held-out retailers' worth of evidence the engine's own uncertainty (scale 1) counts as.
 * The cells cluster by the retailer held out (with three round retailers, one held out leaves two
 * that happened to sit high or low), so a scale fitted on three retailers' cells swung from 0.6 to
 * 1.8 between folds and the stated figure with it (docs/pricing.md, decisions 034 and 051).
 */
const priorRetailers = 3;

/**
 * How many independent retailers the held-out cells stand for: each retailer counts as the share
 * of its cells it alone was held out on. A cell is listed by three or more retailers, and each of
 * them held out in turn judges the same cell again: three retailers held out on the same cells are
 * one piece of evidence (the round cells of three round retailers, the fancy ones of three others),
 * not three. Disjoint cells count each retailer once.
 */
export function independentRetailers(
  cells: readonly Pick<HeldOutCell, "retailer" | "cell">[],
): number {
  const heldOutOn = new Map<string, Set<string>>();
  for (const c of cells)
    heldOutOn.set(c.cell, (heldOutOn.get(c.cell) ?? new Set()).add(c.retailer));
  const byRetailer = new Map<string, string[]>();
  for (const c of cells)
    byRetailer.set(c.retailer, [...(byRetailer.get(c.retailer) ?? []), c.cell]);
  let independent = 0;
  for (const own of byRetailer.values())
    independent += own.reduce((s, cell) => s + 1 / heldOutOn.get(cell)!.size, 0) / own.length;
  return independent;
}

/**
 * The scale that makes the stated confidence honest on held-out cells: the mean confidence the
 * model would state there equals how often the typical price was in fact within the tolerance,
 * taken in log toward 1 by `priorRetailers` against the independent retailers the cells came from.
 */
export function confidenceScaleFrom(cells: readonly HeldOutCell[]): ConfidenceCalibration {
  if (cells.length < 10)
    return { tolerance: confidenceTolerance, uncertaintyScale: 2, cases: cells.length };
  const limit = Math.log1p(confidenceTolerance);
  const observed = cells.filter((c) => Math.abs(c.logError) <= limit).length / cells.length;
  const stated = (scale: number) =>
    cells.reduce((s, c) => s + confidenceFromUncertainty(c.logUncertainty, scale), 0) /
    cells.length;
  let lo = 0.05;
  let hi = 50;
  for (let i = 0; i < 40; i++) {
    const mid = Math.sqrt(lo * hi);
    if (stated(mid) > observed) lo = mid;
    else hi = mid;
  }
  const fitted = Math.sqrt(lo * hi);
  const retailers = independentRetailers(cells);
  const uncertaintyScale = Math.exp((retailers * Math.log(fitted)) / (retailers + priorRetailers));
  return { tolerance: confidenceTolerance, uncertaintyScale, cases: cells.length };
}

/**
 * At most `cap` rows of each retailer (evenly spread): a validation fold costs the same however big
 * the feed.
 */
export function capPerRetailer(rows: readonly PricingListing[], cap: number): PricingListing[] {
  const byRetailer = new Map<string, PricingListing[]>();
  for (const row of rows) {
    const own = byRetailer.get(row.retailer);
    if (own) own.push(row);
    else byRetailer.set(row.retailer, [row]);
  }
  return [...byRetailer.values()].flatMap((own) => evenSample(own, cap));
}
