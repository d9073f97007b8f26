/**
 * The market trend chart's scales, shared by the web chart and the PDF so both place and label a
 * series the same way. No zod, no Intl (decision 010).
 */

export interface TrendPoint {
  /** yyyy-mm */
  month: string;
  medianPricePerCarat: number;
  observations: number;
}

/**
 * "2026-02" -> months since year 0, so points sit at their real distance in time (the history has
 * gaps).
 */
export function monthIndex(month: string): number {
  const [year, number] = month.split("-").map(Number) as [number, number];
  return year * 12 + number - 1;
}

/** Round values spanning [min, max] for the price axis: steps of 1, 2 or 5 times a power of ten. */
export function niceTicks(min: number, max: number, count = 4): number[] {
  if (!(max > min)) {
    const step = niceStep(Math.max(Math.abs(min) * 0.2, 1));
    const base = Math.floor(min / step) * step;
    return [base - step, base, base + step].filter((tick) => tick >= 0);
  }
  const step = niceStep((max - min) / count);
  const ticks: number[] = [];
  for (
    let tick = Math.floor(min / step) * step;
    tick <= Math.ceil(max / step) * step + step / 2;
    tick += step
  )
    ticks.push(Math.round(tick * 1e6) / 1e6);
  return ticks;
}

function niceStep(rough: number): number {
  const power = 10 ** Math.floor(Math.log10(rough));
  const fraction = rough / power;
  return (fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10) * power;
}

export interface TrendScale {
  x: (month: string) => number;
  y: (price: number) => number;
  ticks: number[];
  /** The points whose month is written under the axis, chosen so labels do not overlap. */
  labelled: TrendPoint[];
}

/**
 * Where each point of a series sits in a plot of `width` by `height` (y grows downwards, as in SVG
 * and pdfkit). `others` (the published index's editions) share the axes: the scale spans both.
 */
export function trendScale(
  series: readonly TrendPoint[],
  width: number,
  height: number,
  labelWidth: number,
  others: readonly TrendPoint[] = [],
): TrendScale {
  // One point a month, the listings' where both have one (their counts are the ones written).
  const byMonth = new Map<string, TrendPoint>();
  for (const point of [...others, ...series]) byMonth.set(point.month, point);
  const all = [...byMonth.values()].sort((a, b) => monthIndex(a.month) - monthIndex(b.month));
  const prices = [...series, ...others].map((p) => p.medianPricePerCarat);
  const ticks = niceTicks(Math.min(...prices), Math.max(...prices));
  const low = ticks[0]!;
  const high = ticks[ticks.length - 1]!;
  const first = monthIndex(all[0]!.month);
  const span = monthIndex(all[all.length - 1]!.month) - first;
  const x = (month: string) =>
    span === 0 ? width / 2 : ((monthIndex(month) - first) / span) * width;
  const y = (price: number) => height - ((price - low) / (high - low)) * height;
  // The labels at the plot's two ends grow inwards, a whole label's width beside their point: a
  // neighbour needs half a label more room there.
  const endRoom = labelWidth * 1.5;
  const labelled: TrendPoint[] = [];
  for (const point of all) {
    const last = labelled[labelled.length - 1];
    if (!last || x(point.month) - x(last.month) >= (labelled.length === 1 ? endRoom : labelWidth))
      labelled.push(point);
  }
  // The newest month is always named: it is the one a reader looks for.
  const newest = all[all.length - 1]!;
  if (
    labelled[labelled.length - 1] === newest &&
    labelled.length > 2 &&
    x(newest.month) - x(labelled[labelled.length - 2]!.month) < endRoom
  )
    labelled.splice(-2, 1);
  if (labelled[labelled.length - 1] !== newest) {
    if (labelled.length > 1 && x(newest.month) - x(labelled[labelled.length - 1]!.month) < endRoom)
      labelled.pop();
    labelled.push(newest);
  }
  return { x, y, ticks, labelled };
}

/** Months between two points beyond which the line does not claim to know the way: drawn dashed. */
export const TREND_GAP_MONTHS = 3;

/**
 * A stretch of the line: indices of the points it joins, solid where months follow each other,
 * dashed across a gap.
 */
export interface TrendRun {
  indices: number[];
  dashed: boolean;
}

/**
 * The line through the series as solid runs of months near each other, joined by dashed pieces
 * across the gaps: the history has snapshots years apart (2024-02 to 2026-03), and a solid line
 * across 25 months reads as a measured slope.
 */
export function trendRuns(series: readonly Pick<TrendPoint, "month">[]): TrendRun[] {
  const runs: TrendRun[] = [];
  for (let i = 1; i < series.length; i++) {
    const dashed =
      monthIndex(series[i]!.month) - monthIndex(series[i - 1]!.month) > TREND_GAP_MONTHS;
    const last = runs[runs.length - 1];
    if (last && !last.dashed && !dashed) last.indices.push(i);
    else runs.push({ indices: [i - 1, i], dashed });
  }
  return runs;
}

/**
 * The line through a series that draws months without data as gaps: runs of points in consecutive
 * months only (a lone month is a dot), so no line joins distant dots (issue 38).
 */
export function consecutiveMonthRuns(series: readonly Pick<TrendPoint, "month">[]): number[][] {
  const runs: number[][] = [];
  series.forEach((point, i) => {
    const previous = series[i - 1];
    const last = runs[runs.length - 1];
    if (previous && last && monthIndex(point.month) - monthIndex(previous.month) === 1)
      last.push(i);
    else runs.push([i]);
  });
  return runs.filter((run) => run.length > 1);
}

/** Said under a chart that has a dashed piece. */
export const TREND_GAP_NOTE = "A dashed line crosses months with no prices.";

export type LabelAnchor = "start" | "middle" | "end";
export interface LabelSpot {
  anchor: LabelAnchor;
  above: boolean;
}
interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}
interface Spot {
  x: number;
  y: number;
}

const GAP = 4;
const spots: LabelSpot[] = (["middle", "start", "end"] as const).flatMap((anchor) =>
  [true, false].map((above) => ({ anchor, above })),
);

/** Whether the polyline through `points` passes through the box. */
function crossesLine(points: readonly Spot[], box: Box): boolean {
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1]!;
    const b = points[i]!;
    const from = Math.max(box.left, a.x);
    const to = Math.min(box.right, b.x);
    if (from > to) continue;
    const yAt = (x: number) => (b.x === a.x ? a.y : a.y + ((x - a.x) / (b.x - a.x)) * (b.y - a.y));
    const [low, high] = [yAt(from), yAt(to)].sort((m, n) => m - n) as [number, number];
    if (high >= box.top && low <= box.bottom) return true;
  }
  return false;
}

/**
 * Where the label of point `index` (a box of `width` by `height`) crosses neither the line nor
 * `area`'s edges: above or below the point, centred on it or to one side. Coordinates grow
 * downwards.
 */
export function labelSpot(
  points: readonly Spot[],
  index: number,
  width: number,
  height: number,
  area: Box,
): LabelSpot {
  const point = points[index]!;
  const boxOf = ({ anchor, above }: LabelSpot): Box => {
    const left =
      anchor === "middle"
        ? point.x - width / 2
        : anchor === "start"
          ? point.x + GAP
          : point.x - GAP - width;
    const top = above ? point.y - GAP - height : point.y + GAP;
    return { left, right: left + width, top, bottom: top + height };
  };
  const inside = (box: Box) =>
    box.left >= area.left &&
    box.right <= area.right &&
    box.top >= area.top &&
    box.bottom <= area.bottom;
  return (
    spots.find((spot) => inside(boxOf(spot)) && !crossesLine(points, boxOf(spot))) ??
    spots.find((spot) => inside(boxOf(spot))) ??
    spots[0]!
  );
}
