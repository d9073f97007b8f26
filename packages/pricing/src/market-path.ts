import type { TimeIndex } from "./time-index";
import { logLevelAt, projectToValuationDate } from "./time-index";
import { daysBetween } from "./select-current";
import type { RetailerSummary } from "./model";
import type { MarketPath } from "./market-path-types";

export type { MarketPath } from "./market-path-types";

/**
 * Where the listings stop being the market's own record: the time index's snapshot (knot) holding
 * the newest day by which at least two current retailers had listed. A later snapshot of one
 * retailer alone is that retailer's evidence, not the market's.
 */
export function pathBase(
  index: Pick<TimeIndex, "knots" | "dataDate">,
  retailers: readonly Pick<RetailerSummary, "current" | "snapshotTo">[],
): string {
  const newest = retailers
    .filter((r) => r.current)
    .map((r) => r.snapshotTo)
    .sort()
    .reverse();
  const broad = newest[1] ?? newest[0] ?? index.dataDate;
  return index.knots.find((knot) => knot >= broad) ?? index.dataDate;
}

/** The trend's log move from `from` to `to` at 1 ct, as far as the fit carries it. */
export function trendMove(index: TimeIndex, from: string, to: string): number {
  return projectToValuationDate({ ...index, anchorDate: from }, to, 1).logShift;
}

/** The market's log level on `date`, in the time index's frame. */
export function pathLevelAt(index: TimeIndex, path: MarketPath, date: string): number {
  if (date <= path.base || path.points.length === 0) return logLevelAt(index, date, 1);
  const after = path.points.findIndex((p) => p.date >= date);
  if (after === 0 && path.points[0]!.date > path.base) {
    const first = path.points[0]!;
    // Between the listings and the first edition: the share of the first step already taken.
    const share = daysBetween(path.base, date) / Math.max(1, daysBetween(path.base, first.date));
    const start = logLevelAt(index, path.base, 1);
    return start + share * (first.level - start);
  }
  if (after < 0) {
    const last = path.points.at(-1)!;
    return last.level + trendMove(index, last.date, date);
  }
  const next = path.points[after]!;
  const previous = path.points[after - 1];
  if (!previous) return next.level;
  const share =
    daysBetween(previous.date, date) / Math.max(1, daysBetween(previous.date, next.date));
  return previous.level + share * (next.level - previous.level);
}
