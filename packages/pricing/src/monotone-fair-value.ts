import { CARAT_RANGE } from "@faircarat/contracts/limits";
import { predictLogPrice } from "./fit-hedonic";
import { isotonicIncreasing } from "./isotonic";
import { votesAt, type MarketCurves } from "./market-curves";
import { mixtureQuantile } from "./market-mixture";
import { extraSpreadAt } from "./market-uncertainty";
import { curvesDate, projectToValuationDate } from "./time-index";
import type { Shape } from "./grades";
import type { PricingModel } from "./model";
import type { DiamondSpecs } from "./types";
import { typicalGrades } from "./typical-grades";

// The mixture's median moves with the votes, and the votes move with carat: where a retailer at
// 0.4x the market starts listing emeralds, a 0.40 ct emerald came out 44% under a 0.37 ct one. A
// larger stone of the same grades never costs less, so the fair value (and each end of the
// interval) is the isotonic (non-decreasing in carat) regression of the mixture's quantile over a
// carat grid, read between grid points linearly in log carat. Isotonic regression keeps order, so
// a better grade stays at least as dear and low <= fair <= high holds at every point.

export type FairValueSource = Pick<
  MarketCurves,
  "coefficients" | "layout" | "localSupport" | "retailers" | "timeIndex"
>;

/** Grid step in log carat where stones are listed, and outside it. */
const fineStep = 0.05;
const coarseStep = 0.25;
const fineFrom = 0.2;
const fineTo = 10;
/**
 * Where the fair value is pooled, it rises at least as carat to this power (see
 * nonDecreasingWithCarat).
 */
const minimumCaratElasticity = 0.5;
/**
 * Curves kept per model: each is a few hundred numbers, and a key is one set of grades and a
 * valuation date.
 */
const maxCurves = 20_000;

interface Grid {
  carats: number[];
  logCarats: number[];
  /**
   * Each point's share of log carat: the isotonic fit's weight, so a coarse stretch counts for its
   * length.
   */
  widths: number[];
}

interface ModelCache {
  grid: Grid;
  /**
   * Each retailer's log price at each grid point for `referenceSpecs`: grades add the same to every
   * point.
   */
  referencePrices: number[][];
  weightsByShape: Map<Shape, number[][]>;
  curves: Map<string, Float64Array[]>;
}

const referenceSpecs: DiamondSpecs = {
  shape: "round",
  carat: 1,
  color: "G",
  clarity: "VS1",
  ...typicalGrades,
};

const caches = new WeakMap<FairValueSource, ModelCache>();

/**
 * The fair market value (log) of the specs at the valuation date: never lower for a larger stone of
 * the same grades.
 */
export function monotoneFairLogPrice(
  model: FairValueSource,
  specs: DiamondSpecs,
  valuationDate: string,
): number {
  const cache = cacheOf(model);
  const [fair] = curvesFor(model, cache, specs, valuationDate, {
    key: "fair",
    quantiles: [0.5],
    spreadAt: () => 0,
  });
  return interpolate(cache.grid.logCarats, fair!, Math.log(specs.carat));
}

/**
 * Whose listings the interval is for: the retailers the model tracks near these specs, or a
 * retailer it has not seen there.
 */
export type RangeScope = "tracked-retailers" | "any-retailer";

/**
 * The 80% interval (log) where listings of these specs sit, made non-decreasing in carat the same
 * way: each end is the isotonic regression of a quantile of the mixture, every retailer's spread
 * widened for what `extraSpreadAt` adds at that carat. For the tracked retailers the quantiles are
 * the calibrated `trackedTail` and its mirror; for a retailer the model has not seen near these
 * specs, the 10th and 90th percentiles with every spread widened by the unseen-retailer spread.
 */
export function monotoneListingInterval(
  model: PricingModel,
  specs: DiamondSpecs,
  valuationDate: string,
  { standIn, scope }: { standIn: boolean; scope: RangeScope },
): { lowLog: number; highLog: number } {
  const cache = cacheOf(model);
  const anyRetailer = scope === "any-retailer";
  const unseen = anyRetailer ? model.interval.unseenRetailerSpread : 0;
  const tail = anyRetailer ? 0.1 : model.interval.trackedTail;
  // Each grid weight's own projection: the time index moves each carat by its own amount.
  const spreadAt = (carat: number) =>
    Math.hypot(
      unseen,
      extraSpreadAt(
        model,
        { ...specs, carat },
        projectToValuationDate(model.timeIndex, valuationDate, carat),
        standIn,
      ),
    );
  const [low, high] = curvesFor(model, cache, specs, valuationDate, {
    key: `interval|${standIn}|${scope}|${tail}`,
    quantiles: [tail, 1 - tail],
    spreadAt,
  });
  const x = Math.log(specs.carat);
  return {
    lowLog: interpolate(cache.grid.logCarats, low!, x),
    highLog: interpolate(cache.grid.logCarats, high!, x),
  };
}

function cacheOf(model: FairValueSource): ModelCache {
  let cache = caches.get(model);
  if (!cache) {
    const grid = gridFor(model.layout.stepsCarat);
    const referencePrices = grid.carats.map((carat) =>
      model.coefficients.retailers.map((terms) =>
        predictLogPrice(model.coefficients, terms, { ...referenceSpecs, carat }, model.layout),
      ),
    );
    cache = { grid, referencePrices, weightsByShape: new Map(), curves: new Map() };
    caches.set(model, cache);
  }
  return cache;
}

function gridFor(magicSizes: readonly number[]): Grid {
  const points = new Map<number, number>();
  const add = (logCarat: number, carat = Math.exp(logCarat)) => points.set(logCarat, carat);
  const [low, high] = [Math.log(CARAT_RANGE.min), Math.log(CARAT_RANGE.max)];
  for (let x = low; x < Math.log(fineFrom); x += coarseStep) add(x);
  for (let x = Math.log(fineFrom); x < Math.log(fineTo); x += fineStep) add(x);
  for (let x = Math.log(fineTo); x < high; x += coarseStep) add(x);
  add(high, CARAT_RANGE.max);
  // A price jumps at a magic size: a point exactly on it and one just under it keep the jump a
  // jump.
  for (const size of magicSizes) {
    add(Math.log(size), size);
    add(Math.log(size) - 1e-9, size * (1 - 1e-9));
  }
  const logCarats = [...points.keys()].sort((a, b) => a - b);
  const widths = logCarats.map(
    (x, i) => ((logCarats[i + 1] ?? x) - (logCarats[i - 1] ?? x)) / 2 || 1e-9,
  );
  return { carats: logCarats.map((x) => points.get(x)!), logCarats, widths };
}

interface CurveKind {
  key: string;
  /** Shares of the mixture each curve follows. */
  quantiles: number[];
  /** How much every retailer's spread widens at a carat. */
  spreadAt: (carat: number) => number;
}

/** Isotonic curves over the grid of the mixture's quantiles for these grades and date, cached. */
function curvesFor(
  model: FairValueSource,
  cache: ModelCache,
  specs: DiamondSpecs,
  valuationDate: string,
  kind: CurveKind,
): Float64Array[] {
  const moved = valuationDate !== curvesDate(model.timeIndex);
  const key = `${kind.key}|${specs.shape}|${specs.color}|${specs.clarity}|${specs.cut}|${specs.polish}|${specs.symmetry}|${specs.fluorescence}|${specs.certificateLab}|${moved ? valuationDate : "data date"}`;
  const cached = cache.curves.get(key);
  if (cached) {
    // Re-inserted so the Map's order is least recently used first.
    cache.curves.delete(key);
    cache.curves.set(key, cached);
    return cached;
  }
  const weights = weightsFor(model, cache, specs.shape);
  // The log price is linear in the specs' features and the grades' features do not change with
  // carat, so the grades' part is one difference per retailer.
  const gradeShift = model.coefficients.retailers.map(
    (terms) =>
      predictLogPrice(model.coefficients, terms, { ...specs, carat: 1 }, model.layout) -
      predictLogPrice(model.coefficients, terms, referenceSpecs, model.layout),
  );
  const raw = kind.quantiles.map(() => new Array<number>(cache.grid.carats.length));
  // Each quantile at the previous grid point (before the time shift): where the next one starts.
  const previous: (number | undefined)[] = kind.quantiles.map(() => undefined);
  cache.grid.carats.forEach((carat, g) => {
    const voters = model.coefficients.retailers.map((terms, i) => ({
      retailer: terms.retailer,
      logPrice: cache.referencePrices[g]![i]! + gradeShift[i]!,
      weight: weights[g]![i]!,
      spread: model.retailers[i]!.spread,
    }));
    const spread = kind.spreadAt(carat);
    const shift = moved
      ? projectToValuationDate(model.timeIndex, valuationDate, carat).logShift
      : 0;
    kind.quantiles.forEach((q, k) => {
      previous[k] = mixtureQuantile(voters, q, spread, previous[k]);
      raw[k]![g] = previous[k] + shift;
    });
  });
  const curves = raw.map((values) => nonDecreasingWithCarat(values, cache.grid));
  if (cache.curves.size >= maxCurves) cache.curves.delete(cache.curves.keys().next().value!);
  cache.curves.set(key, curves);
  return curves;
}

/**
 * The isotonic fit of `values` (log prices on the grid) as the price over carat^0.5: where the
 * votes shift and the median dips (a cheap feed's say fading in at 0.35 ct pears), the pooled
 * stretch rises as the square root of carat instead of staying flat. Flat, a 0.6 ct pear was
 * valued as a 0.27 ct one, and a 1.45 ct as a 1.16 ct. Everywhere the median itself rises at
 * least that fast (diamond prices rise as carat^1.5 to carat^2), nothing changes.
 */
function nonDecreasingWithCarat(values: readonly number[], grid: Grid): Float64Array {
  const perRootCarat = values.map(
    (value, g) => value - minimumCaratElasticity * grid.logCarats[g]!,
  );
  return Float64Array.from(
    isotonicIncreasing(perRootCarat, grid.widths),
    (value, g) => value + minimumCaratElasticity * grid.logCarats[g]!,
  );
}

/** The votes depend on shape and carat only: once per shape and grid point. */
function weightsFor(model: FairValueSource, cache: ModelCache, shape: Shape): number[][] {
  let weights = cache.weightsByShape.get(shape);
  if (!weights) {
    weights = cache.grid.carats.map((carat) => votesAt(model, { shape, carat }).weights);
    cache.weightsByShape.set(shape, weights);
  }
  return weights;
}

function interpolate(xs: readonly number[], ys: Float64Array, x: number): number {
  if (x <= xs[0]!) return ys[0]!;
  if (x >= xs[xs.length - 1]!) return ys[ys.length - 1]!;
  let lo = 0;
  let hi = xs.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (xs[mid]! <= x) lo = mid;
    else hi = mid;
  }
  const t = (x - xs[lo]!) / (xs[hi]! - xs[lo]!);
  return ys[lo]! + t * (ys[hi]! - ys[lo]!);
}
