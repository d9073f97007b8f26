import type { PricingListing } from "./types";

/**
 * Whether a report flag (growth method, post-growth treatment) moves the asking price, measured
 * where the data can show it: listings of the same retailer, shape, color, clarity and carat band
 * (0.1 in log carat) that differ in the flag. Each such cell gives the difference of its two
 * groups' mean log prices; the effect is their mean weighted by the harmonic mean of the groups'
 * counts, with a 95% interval from the spread between cells. Nothing is applied to prices: the
 * report states it.
 */
export interface FlagEffect {
  /** The group compared and the one it is compared against ("CVD" against "HPHT"). */
  group: string;
  against: string;
  /** Listings of each side in cells holding both. */
  listings: number;
  againstListings: number;
  cells: number;
  /** exp(mean log difference) - 1, and its 95% interval; null when no cell holds both. */
  effect: number | null;
  low: number | null;
  high: number | null;
  /**
   * Share of the group's listings that carry the other flag's first value too (CVD stones stated
   * "may be treated").
   */
  overlap: number | null;
}

export interface FlagEffects {
  growth: FlagEffect;
  treatment: FlagEffect;
  /** The newest observation among the listings that state the flags. */
  observedTo: string | null;
}

type Side = (l: PricingListing) => boolean;

/** The same retailer, shape, color, clarity and carat band (0.1 in log carat). */
export const specCellKey = (l: PricingListing) =>
  `${l.retailer}|${l.shape}|${l.color}|${l.clarity}|${Math.round(Math.log(l.carat) / 0.1)}`;

/** One matched cell: the log prices of its two groups. */
export interface MatchedCell {
  key: string;
  a: number[];
  b: number[];
}

/** Cells holding both groups, keyed by `keyOf`. */
export function matchedCells(
  listings: readonly PricingListing[],
  inGroup: Side,
  inAgainst: Side,
  keyOf: (l: PricingListing) => string = specCellKey,
): MatchedCell[] {
  const cells = new Map<string, MatchedCell>();
  for (const l of listings) {
    const side = inGroup(l) ? "a" : inAgainst(l) ? "b" : null;
    if (!side) continue;
    const key = keyOf(l);
    const cell = cells.get(key) ?? { key, a: [], b: [] };
    cell[side].push(Math.log(l.priceCents));
    cells.set(key, cell);
  }
  return [...cells.values()].filter((c) => c.a.length > 0 && c.b.length > 0);
}

export const meanOf = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;

/**
 * The cells' mean log difference (group minus against), each weighted by the harmonic mean of its
 * two counts, and its 95% interval.
 */
export function matchedDifference(
  both: readonly MatchedCell[],
): { centre: number; low: number | null; high: number | null } | null {
  const diffs = both.map((c) => ({
    d: meanOf(c.a) - meanOf(c.b),
    w: (2 * c.a.length * c.b.length) / (c.a.length + c.b.length),
  }));
  if (diffs.length === 0) return null;
  const totalWeight = diffs.reduce((s, x) => s + x.w, 0);
  const centre = diffs.reduce((s, x) => s + x.w * x.d, 0) / totalWeight;
  // Between-cell variance of the weighted mean (Kish's effective number of cells); one cell says
  // nothing about its spread.
  const effectiveCells = totalWeight ** 2 / diffs.reduce((s, x) => s + x.w ** 2, 0);
  const variance = diffs.reduce((s, x) => s + x.w * (x.d - centre) ** 2, 0) / totalWeight;
  const standardError =
    diffs.length > 1 ? Math.sqrt(variance / Math.max(1, effectiveCells - 1)) : Infinity;
  if (!Number.isFinite(standardError)) return { centre, low: null, high: null };
  return { centre, low: centre - 1.96 * standardError, high: centre + 1.96 * standardError };
}

const round4 = (value: number) => Math.round(value * 10000) / 10000;

export function measureFlagEffect(
  listings: readonly PricingListing[],
  name: { group: string; against: string },
  inGroup: Side,
  inAgainst: Side,
  overlapOf?: Side,
  keyOf: (l: PricingListing) => string = specCellKey,
): FlagEffect {
  const both = matchedCells(listings, inGroup, inAgainst, keyOf);
  const group = listings.filter(inGroup);
  const overlap =
    overlapOf && group.length > 0 ? group.filter(overlapOf).length / group.length : null;
  const base = {
    ...name,
    listings: both.reduce((s, c) => s + c.a.length, 0),
    againstListings: both.reduce((s, c) => s + c.b.length, 0),
    cells: both.length,
    overlap,
  };
  const difference = matchedDifference(both);
  if (difference === null) return { ...base, effect: null, low: null, high: null };
  return {
    ...base,
    effect: round4(Math.exp(difference.centre) - 1),
    low: difference.low === null ? null : round4(Math.exp(difference.low) - 1),
    high: difference.high === null ? null : round4(Math.exp(difference.high) - 1),
  };
}

/**
 * Growth (CVD against HPHT) and treatment ("may be treated" or treated, against "as grown") over
 * the lab listings that state them.
 */
export function measureFlagEffects(listings: readonly PricingListing[]): FlagEffects {
  const flagged = listings.filter((l) => l.origin === "lab" && (l.growthMethod || l.treatment));
  const maybeTreated: Side = (l) => l.treatment === "may be treated" || l.treatment === "treated";
  return {
    growth: measureFlagEffect(
      flagged,
      { group: "CVD", against: "HPHT" },
      (l) => l.growthMethod === "CVD",
      (l) => l.growthMethod === "HPHT",
      maybeTreated,
    ),
    treatment: measureFlagEffect(
      flagged,
      { group: "may be treated", against: "as grown" },
      maybeTreated,
      (l) => l.treatment === "as grown",
      (l) => l.growthMethod === "CVD",
    ),
    observedTo: flagged.reduce<string | null>(
      (newest, l) => (newest === null || l.observedOn > newest ? l.observedOn : newest),
      null,
    ),
  };
}
