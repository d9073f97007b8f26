import type { Shape } from "../grades";
import type { PricingListing } from "../types";

/**
 * The typical face-up size for a weight, per shape, as the market lists stones (decision 050): a
 * robust line of log outline area (length x width, mm^2) on log carat over the listings that state
 * their measurements. One pass over the rows, then a few over
 * each shape's points: milliseconds, against the fit's seconds.
 */
export interface FaceUpLine {
  /** Listings the line stands on. */
  listings: number;
  /** log(length x width in mm^2) = logArea1ct + slope x log(carat). */
  logArea1ct: number;
  slope: number;
  caratMin: number;
  caratMax: number;
  /** Robust SD of log area around the line. */
  spread: number;
}

export interface FaceUpSizes {
  byShape: Partial<Record<Shape, FaceUpLine>>;
}

/**
 * Fewer listings with measurements than this, and the shape keeps the weight-estimation formula.
 */
export const MIN_FACE_UP_LISTINGS = 30;
/**
 * Geometry: stones of one cut scale their outline area with carat^(2/3). A narrower carat span than
 * this fixes the slope there.
 */
const SIMILAR_STONES_SLOPE = 2 / 3;
const MIN_LOG_CARAT_SPAN = Math.log(1.5);
/**
 * A fitted slope is held to this range, so a skewed sample cannot make a heavier stone face up
 * smaller.
 */
const SLOPE_RANGE = [0.5, 0.85] as const;

const median = (values: number[]) => {
  const sorted = values.slice().sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

function line(xs: number[], ys: number[]): { intercept: number; slope: number } {
  const n = xs.length;
  let mx = 0;
  let my = 0;
  for (let i = 0; i < n; i++) {
    mx += xs[i]!;
    my += ys[i]!;
  }
  mx /= n;
  my /= n;
  let sxy = 0;
  let sxx = 0;
  for (let i = 0; i < n; i++) {
    sxy += (xs[i]! - mx) * (ys[i]! - my);
    sxx += (xs[i]! - mx) ** 2;
  }
  const slope =
    sxx > 0 ? Math.min(SLOPE_RANGE[1], Math.max(SLOPE_RANGE[0], sxy / sxx)) : SIMILAR_STONES_SLOPE;
  return { intercept: my - slope * mx, slope };
}

/**
 * Least squares, then again without the points more than 3 robust SDs off (mis-typed measurements).
 */
export function fitFaceUpLine(logCarats: number[], logAreas: number[]): FaceUpLine {
  const lowest = logCarats.reduce((a, b) => Math.min(a, b), Infinity);
  const highest = logCarats.reduce((a, b) => Math.max(a, b), -Infinity);
  const span = highest - lowest;
  const fixed = span < MIN_LOG_CARAT_SPAN;
  const fit = (xs: number[], ys: number[]) =>
    fixed
      ? {
          slope: SIMILAR_STONES_SLOPE,
          intercept: median(ys.map((y, i) => y - SIMILAR_STONES_SLOPE * xs[i]!)),
        }
      : line(xs, ys);
  const first = fit(logCarats, logAreas);
  const residuals = logAreas.map((y, i) => y - first.intercept - first.slope * logCarats[i]!);
  const spread = 1.4826 * median(residuals.map(Math.abs));
  const kept = residuals.map((r, i) => (Math.abs(r) <= 3 * spread ? i : -1)).filter((i) => i >= 0);
  const final =
    kept.length >= MIN_FACE_UP_LISTINGS && kept.length < logCarats.length
      ? fit(
          kept.map((i) => logCarats[i]!),
          kept.map((i) => logAreas[i]!),
        )
      : first;
  return {
    listings: logCarats.length,
    logArea1ct: final.intercept,
    slope: final.slope,
    caratMin: Math.exp(lowest),
    caratMax: Math.exp(highest),
    spread,
  };
}

export function fitFaceUpSizes(rows: readonly PricingListing[]): FaceUpSizes {
  const points = new Map<Shape, { x: number[]; y: number[] }>();
  for (const row of rows) {
    if (row.lengthMm && row.widthMm && row.lengthMm > 0 && row.widthMm > 0 && row.carat > 0) {
      const shape = points.get(row.shape) ?? { x: [], y: [] };
      shape.x.push(Math.log(row.carat));
      shape.y.push(Math.log(row.lengthMm * row.widthMm));
      points.set(row.shape, shape);
    }
  }
  const sizes: FaceUpSizes = { byShape: {} };
  for (const [shape, { x, y }] of points)
    if (x.length >= MIN_FACE_UP_LISTINGS) sizes.byShape[shape] = fitFaceUpLine(x, y);
  return sizes;
}

/**
 * The typical outline area (mm^2) of a listed stone of this weight and shape; null where the market
 * has no line for it.
 */
export function typicalArea(
  sizes: FaceUpSizes | undefined,
  shape: Shape,
  carat: number,
): number | null {
  const fitted = sizes?.byShape[shape];
  return fitted ? Math.exp(fitted.logArea1ct + fitted.slope * Math.log(carat)) : null;
}

/**
 * The weight at which listed stones of this shape typically have this outline area; null without a
 * line.
 */
export function caratOfArea(
  sizes: FaceUpSizes | undefined,
  shape: Shape,
  areaMm2: number,
): number | null {
  const fitted = sizes?.byShape[shape];
  return fitted && areaMm2 > 0
    ? Math.exp((Math.log(areaMm2) - fitted.logArea1ct) / fitted.slope)
    : null;
}
