import type { ExtraColumns } from "./fit-hedonic";
import { sparseRowOf, type ColumnSink, type SparseRow } from "./linear-algebra";
import { daysBetween } from "./select-current";
import type { MarketPath } from "./market-path-types";

/**
 * How asking prices moved over time, in log price relative to the data date (0 there), for
 * like-for-like stones: estimated jointly with the spec effects and retailer levels, so a retailer
 * seen at two dates (Clean Origin 2021 and 2026, Brilliance 2024 and 2026) tells how prices moved,
 * and the other retailers' levels do not leak into it.
 *
 * Shape: a straight line in log price over years (its slope may differ with carat), plus a
 * penalised bend at each interior snapshot date, so a date seen at one retailer only (Brilliant
 * Earth 2023) stays on the line unless the data insist.
 */
export interface TimeIndex {
  /** The newest observation the model stands on: the index is 0 there. */
  dataDate: string;
  /** Snapshot dates, oldest first; the last is the data date. */
  knots: string[];
  /** Log price change per year going back in time at 1 ct (positive: prices were higher before). */
  slopePerYear: number;
  /** How that slope changes per unit of log carat. */
  slopePerYearPerLogCarat: number;
  /** Bends at the interior knots (knots[1..length-2]). */
  bends: number[];
  /**
   * How many months past the data date the recent trend is carried (0: not applied, the values
   * stay at the data date's prices). Set by the time-forward check of the fit.
   */
  projectionMonths: number;
  validation: TimeValidation | null;
  /**
   * The day the curves stand at, when later than the index's own data date: a published index's
   * newest edition moved them there (`index-layer.ts`). Months past the data count from it.
   */
  anchorDate?: string;
  /**
   * The market's level by date when published editions moved the curves (`market-path.ts`): how a
   * date before the curves' day is valued.
   */
  path?: MarketPath;
}

/** The time-forward check: fit on data before the newest snapshots, predict those snapshots. */
export interface TimeValidation {
  trainedUntil: string;
  testFrom: string;
  testListings: number;
  /**
   * Median absolute log error of the held-out listings' retailer prices with the trend carried
   * forward, and without.
   */
  errorWithTrend: number;
  errorWithoutTrend: number;
  horizonMonths: number;
}

const daysPerYear = 365.25;
const daysPerMonth = daysPerYear / 12;
/** Snapshots closer than this are one date of the index (a market is not re-priced weekly). */
const snapshotGapDays = 120;
const bendPenalty = 30;
/** The recent rate is read over the last two years of the index (or all of it, if shorter). */
const recentWindowYears = 2;
/** Extra log spread per month past the data date, beyond the trend's own uncertainty. */
export const stalenessPerMonth = 0.004;

/** Groups the dates rows were observed on into the index's knots (the last day of each group). */
export function timeKnots(dates: Iterable<string>): string[] {
  const sorted = [...new Set(dates)].sort();
  const knots: string[] = [];
  for (const date of sorted) {
    const last = knots[knots.length - 1];
    if (last !== undefined && daysBetween(last, date) <= snapshotGapDays)
      knots[knots.length - 1] = date;
    else knots.push(date);
  }
  return knots;
}

export function timeColumns(knots: readonly string[]): ExtraColumns {
  const bends = knots.slice(1, -1);
  return {
    names: ["yearsBeforeData", "yearsBeforeData*logCarat", ...bends.map((k) => `bend@${k}`)],
    // A whisper of ridge on the line, so a fit with every row on one date (no slope to learn) still
    // solves.
    penalty: [1e-6, 1e-6, ...bends.map(() => bendPenalty)],
  };
}

/** The time columns of a row observed on `date` (the extra columns of the hedonic fit). */
export function encodeTime(knots: readonly string[], date: string, carat: number): SparseRow {
  return sparseRowOf((sink) => writeTimeColumns(sink, knots, date, carat));
}

/** The same columns, written where the fit wants them. */
export function writeTimeColumns(
  out: ColumnSink,
  knots: readonly string[],
  date: string,
  carat: number,
): void {
  const { years, hats } = timePosition(knots, date);
  out.push(0, years);
  out.push(1, years * Math.log(carat));
  for (let i = 0; i < hats.index.length; i++) out.push(hats.index[i]!, hats.value[i]!);
}

const positionCache = new WeakMap<
  readonly string[],
  Map<string, { years: number; hats: SparseRow }>
>();

/**
 * Years before the data date and the bend columns of a date: the same for every row of a snapshot,
 * so cached.
 */
function timePosition(knots: readonly string[], date: string): { years: number; hats: SparseRow } {
  let cache = positionCache.get(knots);
  if (!cache)
    positionCache.set(knots, (cache = new Map<string, { years: number; hats: SparseRow }>()));
  const cached = cache.get(date);
  if (cached) return cached;
  const dataDate = knots[knots.length - 1]!;
  const hats: SparseRow = { index: [], value: [] };
  for (let k = 1; k < knots.length - 1; k++) {
    const hat = hatValue(knots, k, date);
    if (hat !== 0) {
      hats.index.push(1 + k);
      hats.value.push(hat);
    }
  }
  const position = { years: Math.max(0, daysBetween(date, dataDate) / daysPerYear), hats };
  cache.set(date, position);
  return position;
}

function hatValue(knots: readonly string[], k: number, date: string): number {
  const at = Date.parse(knots[k]!);
  const before = Date.parse(knots[k - 1]!);
  const after = Date.parse(knots[k + 1]!);
  const t = Date.parse(date);
  if (t <= before || t >= after) return 0;
  return t <= at ? (t - before) / (at - before) : (after - t) / (after - at);
}

export function timeIndexFrom(
  knots: readonly string[],
  coefficients: readonly number[],
): TimeIndex {
  return {
    dataDate: knots[knots.length - 1]!,
    knots: [...knots],
    slopePerYear: coefficients[0] ?? 0,
    slopePerYearPerLogCarat: coefficients[1] ?? 0,
    bends: coefficients.slice(2),
    projectionMonths: 0,
    validation: null,
  };
}

/**
 * Log price at `date` relative to the data date, for a stone of `carat` (dates before the first
 * knot are held there).
 */
export function logLevelAt(index: TimeIndex, date: string, carat: number): number {
  const clamped = date < index.knots[0]! ? index.knots[0]! : date;
  const row = encodeTime(index.knots, clamped, carat);
  const coefficients = [index.slopePerYear, index.slopePerYearPerLogCarat, ...index.bends];
  return row.index.reduce((sum, column, i) => sum + row.value[i]! * (coefficients[column] ?? 0), 0);
}

/**
 * Monthly change of asking prices at this size over the last two years of the data (e.g. -0.018).
 */
export function recentMonthlyChange(index: TimeIndex, carat: number): number | null {
  const span = daysBetween(index.knots[0]!, index.dataDate);
  if (index.knots.length < 2 || span < daysPerMonth * 3) return null;
  const windowDays = Math.min(span, recentWindowYears * daysPerYear);
  const from = new Date(Date.parse(index.dataDate) - windowDays * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const months = windowDays / daysPerMonth;
  return Math.exp(-logLevelAt(index, from, carat) / months) - 1;
}

/**
 * The first day a value can be asked for: the listings' first snapshot. A later day up to the curves'
 * is the market's level on it; past them, the trend carried as far as the evidence allows.
 */
export const earliestValuationDate = (index: Pick<TimeIndex, "knots">) => index.knots[0]!;

/** The day the model's curves are prices of. */
export const curvesDate = (index: Pick<TimeIndex, "dataDate" | "anchorDate">) =>
  index.anchorDate ?? index.dataDate;

export interface Projection {
  /** Months from the data date to the valuation date (0 when valuing at or before it). */
  monthsPastData: number;
  /** Months the trend was carried (at most `projectionMonths`). */
  monthsProjected: number;
  monthlyChange: number | null;
  /** Added to the log of every price valued at the data date. */
  logShift: number;
  /** Extra log spread for the interval and the confidence. */
  extraLogSpread: number;
}

/**
 * Moves a value from the curves' day to the valuation date: forward as far as the evidence allows,
 * back to the market's level on an earlier day as the snapshots known on that day put it.
 */
export function projectToValuationDate(
  index: TimeIndex,
  valuationDate: string,
  carat: number,
): Projection {
  if (valuationDate < curvesDate(index))
    return {
      monthsPastData: 0,
      monthsProjected: 0,
      monthlyChange: null,
      logShift:
        marketLevelKnownOn(index, valuationDate, carat) -
        marketLevelKnownOn(index, curvesDate(index), carat),
      extraLogSpread: 0,
    };
  const monthsPastData = Math.max(0, daysBetween(curvesDate(index), valuationDate) / daysPerMonth);
  const monthlyChange = recentMonthlyChange(index, carat);
  const monthsProjected =
    monthlyChange === null ? 0 : Math.min(monthsPastData, index.projectionMonths);
  const logShift =
    monthlyChange === null || monthsProjected === 0
      ? 0
      : monthsProjected * Math.log1p(monthlyChange);
  return {
    monthsPastData,
    monthsProjected,
    monthlyChange,
    logShift,
    extraLogSpread: Math.abs(logShift) / 2 + stalenessPerMonth * monthsPastData,
  };
}

/**
 * The market's log level on a day, in the time index's frame, from the snapshots observed up to
 * that day: the listings' time index, and the editions published by then with the trend past the
 * newest of them.
 */
function marketLevelKnownOn(index: TimeIndex, date: string, carat: number): number {
  if (!index.path || date <= index.path.base) return logLevelAt(index, date, carat);
  const known = index.path.points.filter((p) => p.date <= date);
  const last = known.at(-1);
  if (!last)
    return logLevelAt(index, index.path.base, carat) + trendFrom(index, index.path.base, date);
  return last.level + trendFrom(index, last.date, date);
}

const trendFrom = (index: TimeIndex, from: string, to: string) =>
  projectToValuationDate({ ...index, path: undefined, anchorDate: from }, to, 1).logShift;
