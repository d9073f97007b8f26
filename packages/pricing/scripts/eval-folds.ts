import { defaultLayout } from "../src/features";
import { predictLogPrice } from "../src/fit-hedonic";
import { fitMarket } from "../src/fit-pricing-model";
import { median } from "../src/linear-algebra";
import { fitMarketCurves, logPriceAtDataDate, usableRows } from "../src/market-curves";
import { createMarketIndex } from "../src/market-index";
import { priceDiamond } from "../src/price-diamond";
import type { PricingListing } from "../src/types";
import { specsOfListing } from "../src/typical-grades";
import { fitPooledBaseline } from "./baseline";
import type { Prediction } from "./eval-metrics";
import { evenSample } from "../src/even-sample";
import { cellKey } from "../src/stone-cells";

export interface FoldResult {
  label: string;
  ours: Prediction[];
  baseline: Prediction[];
}

/** One case of the reliability table: the confidence stated, and whether the event happened. */
export interface ConfidenceCase {
  confidence: number;
  happened: boolean;
  /** The retailer held out, and the cell: for the per-retailer breakdown. */
  heldOut: string;
  cell: string;
  /** Fair value over the cell's typical price, minus one. */
  error: number;
}

const heldOutPerRetailer = 800;

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(keyOf(item));
    if (group) group.push(item);
    else groups.set(keyOf(item), [item]);
  }
  return groups;
}
const hashFold = (i: number, folds: number) => (i * 2654435761) % folds;
const toHedonic = (l: PricingListing) => ({
  specs: specsOfListing(l),
  retailer: l.retailer,
  logPrice: Math.log(l.priceCents),
});

/**
 * Pooled baseline fitted on the same rows (no time index: rows as they come, each weighing the
 * same).
 */
function baselineFor(train: readonly PricingListing[]) {
  return fitPooledBaseline(train.map(toHedonic));
}

/**
 * Each current retailer held out in turn: the whole engine refitted without it (its calibration
 * too), its listings priced.
 */
export function leaveOneRetailerOut(
  listings: readonly PricingListing[],
  current: readonly PricingListing[],
  retailers: readonly string[],
  valuationDate: string,
) {
  const folds: FoldResult[] = [];
  const confidence: ConfidenceCase[] = [];
  for (const heldOut of retailers) {
    const train = listings.filter((l) => l.retailer !== heldOut);
    const { model } = fitMarket(train, { valuationDate });
    const index = createMarketIndex(train, model);
    const baseline = baselineFor(usableRows(train, valuationDate));
    const test = evenSample(
      current.filter((l) => l.retailer === heldOut),
      heldOutPerRetailer,
    );
    const ours: Prediction[] = [];
    const pooled: Prediction[] = [];
    for (const l of test) {
      const r = priceDiamond(
        model,
        index,
        { ...l, valuationDate: l.observedOn },
        { comparables: 0 },
      );
      ours.push({
        actualCents: l.priceCents,
        predictedCents: r.fairMarketValueCents,
        lowCents: r.lowCents,
        highCents: r.highCents,
      });
      pooled.push({ actualCents: l.priceCents, ...baseline(specsOfListing(l)) });
    }
    folds.push({ label: `held out ${heldOut}`, ours, baseline: pooled });
    for (const cell of cellsWith(current, heldOut)) {
      const r = priceDiamond(model, index, { ...cell.specs, valuationDate }, { comparables: 0 });
      const error = r.fairMarketValueCents / cell.typicalCents - 1;
      confidence.push({
        confidence: r.confidence,
        happened: Math.abs(error) <= r.confidenceTolerance,
        heldOut,
        cell: cellKey(cell.specs),
        error,
      });
    }
  }
  return { folds, confidence };
}

interface Cell {
  specs: PricingListing;
  listings: PricingListing[];
  /** Median over retailers of each retailer's median price in the cell. */
  typicalCents: number;
  retailers: number;
}

/**
 * Cells of like stones (shape, 0.1 ct band, color, clarity) listed by three or more retailers,
 * optionally only those `retailer` lists.
 */
export function cellsWith(listings: readonly PricingListing[], retailer?: string): Cell[] {
  const cells = groupBy(listings, cellKey);
  const out: Cell[] = [];
  for (const cell of cells.values()) {
    const retailers = [...new Set(cell.map((l) => l.retailer))];
    if (retailers.length < 3 || (retailer && !retailers.includes(retailer))) continue;
    const typicalCents = median(
      retailers.map((r) => median(cell.filter((l) => l.retailer === r).map((l) => l.priceCents))),
    );
    const specs = cell.find((l) => !retailer || l.retailer === retailer)!;
    out.push({ specs, listings: cell, typicalCents, retailers: retailers.length });
  }
  return out;
}

/**
 * 5-fold over listings: each retailer's held-out listings against its own curve (the expected price
 * at the retailer).
 */
export function withinRetailer(
  rows: readonly PricingListing[],
  current: readonly PricingListing[],
): FoldResult[] {
  const currentSet = new Set(current);
  const byRetailer = new Map<string, { ours: Prediction[]; baseline: Prediction[] }>();
  for (let fold = 0; fold < 5; fold++) {
    const inFold = (i: number) => hashFold(i, 5) === fold;
    const train = rows.filter((_, i) => !inFold(i));
    const curves = fitMarketCurves(train, defaultLayout);
    const baseline = baselineFor(train);
    rows.forEach((l, i) => {
      if (!inFold(i) || !currentSet.has(l)) return;
      const terms = curves.coefficients.retailers.find((t) => t.retailer === l.retailer)!;
      const spread = curves.retailers.find((r) => r.retailer === l.retailer)!.spread;
      const log =
        predictLogPrice(curves.coefficients, terms, specsOfListing(l), defaultLayout) +
        (Math.log(l.priceCents) - logPriceAtDataDate(curves, l));
      const bucket = byRetailer.get(l.retailer) ?? { ours: [], baseline: [] };
      bucket.ours.push({
        actualCents: l.priceCents,
        predictedCents: Math.exp(log),
        lowCents: Math.exp(log - 1.2816 * spread),
        highCents: Math.exp(log + 1.2816 * spread),
      });
      bucket.baseline.push({ actualCents: l.priceCents, ...baseline(specsOfListing(l)) });
      byRetailer.set(l.retailer, bucket);
    });
  }
  return [...byRetailer]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([retailer, b]) => ({ label: `within ${retailer}`, ...b }));
}

/**
 * One held-out listing of a left-out shape: its log error at its retailer, and that retailer's own
 * spread.
 */
interface ShapeResidual {
  logError: number;
  spread: number;
}

/**
 * For each current retailer and shape it lists (30+ recent rows, and some other shape): drop those
 * rows, fit, predict them at that retailer. The interval is the retailer's spread widened by an
 * unseen-shape spread calibrated on the other pairs only (each pair weighing the same), so no
 * pair's coverage is measured with a spread it helped choose.
 */
export function leaveOneShapeOut(
  rows: readonly PricingListing[],
  current: readonly PricingListing[],
): FoldResult[] {
  const pairs: {
    label: string;
    test: PricingListing[];
    predicted: number[];
    residuals: ShapeResidual[];
    baseline: Prediction[];
  }[] = [];
  for (const [key, all] of groupBy(current, (l) => `${l.retailer}|${l.shape}`)) {
    const [retailer, shape] = key.split("|") as [string, string];
    const otherShapes = current.some((l) => l.retailer === retailer && l.shape !== shape);
    if (all.length < 30 || !otherShapes) continue;
    const train = rows.filter((l) => !(l.retailer === retailer && l.shape === shape));
    const curves = fitMarketCurves(train, defaultLayout);
    const baseline = baselineFor(train);
    const terms = curves.coefficients.retailers.find((t) => t.retailer === retailer)!;
    const spread = curves.retailers.find((r) => r.retailer === retailer)!.spread;
    const test = evenSample(all, heldOutPerRetailer);
    const predicted = test.map(
      (l) =>
        predictLogPrice(curves.coefficients, terms, specsOfListing(l), defaultLayout) +
        (Math.log(l.priceCents) - logPriceAtDataDate(curves, l)),
    );
    pairs.push({
      label: `${retailer}, ${shape}`,
      test,
      predicted,
      residuals: test.map((l, i) => ({ logError: Math.log(l.priceCents) - predicted[i]!, spread })),
      baseline: test.map((l) => ({ actualCents: l.priceCents, ...baseline(specsOfListing(l)) })),
    });
  }
  return pairs.map((pair, p) => {
    const shapeSpread = unseenShapeSpread(
      pairs.filter((_, q) => q !== p).map((other) => other.residuals),
    );
    const ours = pair.test.map((l, i) => {
      const wide = Math.hypot(pair.residuals[i]!.spread, shapeSpread) * 1.2816;
      return {
        actualCents: l.priceCents,
        predictedCents: Math.exp(pair.predicted[i]!),
        lowCents: Math.exp(pair.predicted[i]! - wide),
        highCents: Math.exp(pair.predicted[i]! + wide),
      };
    });
    return { label: `${pair.label}, +${shapeSpread.toFixed(2)}`, ours, baseline: pair.baseline };
  });
}

/**
 * The smallest extra log spread at which 80% of the pairs' listings (each pair weighing the same)
 * fall inside the interval.
 */
function unseenShapeSpread(pairs: readonly (readonly ShapeResidual[])[]): number {
  const covered = (extra: number) =>
    pairs.reduce(
      (sum, residuals) =>
        sum +
        residuals.filter((r) => Math.abs(r.logError) <= 1.2816 * Math.hypot(r.spread, extra))
          .length /
          residuals.length,
      0,
    ) / pairs.length;
  let lo = 0;
  let hi = 2;
  if (covered(0) >= 0.8) return 0;
  for (let i = 0; i < 30; i++) {
    const mid = (lo + hi) / 2;
    if (covered(mid) < 0.8) lo = mid;
    else hi = mid;
  }
  return hi;
}

/**
 * Fit on everything up to `cutoff`, price the later lab listings at their own dates, with and
 * without the time index carried forward.
 */
export function timeForward(listings: readonly PricingListing[], cutoff: string) {
  const train = listings.filter((l) => l.observedOn <= cutoff);
  const test = evenSample(
    listings.filter((l) => l.origin === "lab" && l.observedOn > cutoff),
    4000,
  );
  const { model } = fitMarket(train, { valuationDate: cutoff });
  const stale = { ...model, timeIndex: { ...model.timeIndex, projectionMonths: 0 } };
  const forced = { ...model, timeIndex: { ...model.timeIndex, projectionMonths: 6 } };
  const index = createMarketIndex(train, model);
  const baseline = baselineFor(usableRows(train, cutoff));
  const run = (m: typeof model) =>
    test.map((l) => {
      const r = priceDiamond(m, index, { ...l, valuationDate: l.observedOn }, { comparables: 0 });
      return {
        actualCents: l.priceCents,
        predictedCents: r.fairMarketValueCents,
        lowCents: r.lowCents,
        highCents: r.highCents,
      };
    });
  return {
    model,
    retailers: test.map((l) => l.retailer),
    shipped: {
      label: `as shipped (trend carried ${model.timeIndex.projectionMonths} months)`,
      ours: run(model),
      baseline: test.map((l) => ({ actualCents: l.priceCents, ...baseline(specsOfListing(l)) })),
    },
    withoutIndex: run(stale),
    withIndex6: run(forced),
  };
}

/**
 * Listings of one retailer in one held-out cell that the range is checked on: enough to see its
 * spread, not so many that one retailer's cell outweighs the rest.
 */
const listingsPerCellRetailer = 10;

/**
 * 5-fold over current listings, the whole engine refitted without the fold. Each held-out cell
 * listed by 3+ retailers gives one fair value against the cell's typical price, and its listings
 * (at most 10 per retailer) one check each of the range a report of that listing would state.
 */
export function crossRetailerCells(
  listings: readonly PricingListing[],
  current: readonly PricingListing[],
  valuationDate: string,
): { typical: FoldResult; listings: FoldResult; retailers: string[] } {
  const currentIndex = new Map(current.map((l, i) => [l, i]));
  const typical: FoldResult = {
    label: "cells listed by 3+ retailers (5 folds)",
    ours: [],
    baseline: [],
  };
  const ranges: FoldResult = {
    label: "  their listings against the range stated",
    ours: [],
    baseline: [],
  };
  const retailers: string[] = [];
  for (let fold = 0; fold < 5; fold++) {
    const inFold = (l: PricingListing) =>
      currentIndex.has(l) && hashFold(currentIndex.get(l)!, 5) === fold;
    const train = listings.filter((l) => !inFold(l));
    const { model } = fitMarket(train, { valuationDate });
    const index = createMarketIndex(train, model);
    const baseline = baselineFor(usableRows(train, valuationDate));
    for (const cell of cellsWith(current.filter(inFold))) {
      const r = priceDiamond(
        model,
        index,
        { ...cell.specs, retailer: null, valuationDate },
        { comparables: 0 },
      );
      typical.ours.push({ actualCents: cell.typicalCents, predictedCents: r.fairMarketValueCents });
      typical.baseline.push({
        actualCents: cell.typicalCents,
        ...baseline(specsOfListing(cell.specs)),
      });
      for (const own of groupBy(cell.listings, (l) => l.retailer).values()) {
        for (const l of evenSample(own, listingsPerCellRetailer)) {
          const stated = priceDiamond(
            model,
            index,
            { ...l, valuationDate: l.observedOn },
            { comparables: 0 },
          );
          ranges.ours.push({
            actualCents: l.priceCents,
            predictedCents: stated.fairMarketValueCents,
            lowCents: stated.lowCents,
            highCents: stated.highCents,
          });
          ranges.baseline.push({ actualCents: l.priceCents, ...baseline(specsOfListing(l)) });
          retailers.push(l.retailer);
        }
      }
    }
  }
  return { typical, listings: ranges, retailers };
}
