import { shapes } from "./grades";
import { lowerBoundOf } from "./linear-algebra";
import { shapeFamily } from "./shape-family";
import type { DiamondSpecs, PricingListing } from "./types";

/**
 * How much of each retailer's own data lies near given specs, from a compact histogram of its
 * listings (log-carat bin x shape, each listing weighted by its recency). It decides each
 * retailer's say in the fair market value: a retailer seen only at 1.5-2 ct emeralds has next to
 * none at a 1 ct round. Color and clarity are left out on purpose: a say that changed with the
 * grade would let a worse grade cost more (the value retailer that lists only D-G would lose its
 * say at H), and each retailer's curve already carries its grade steps.
 */
export interface LocalSupport {
  retailers: RetailerCells[];
}

/**
 * One retailer's histogram cells, sorted by carat bin (parallel arrays keep the model JSON small).
 */
export interface RetailerCells {
  retailer: string;
  /** Recency weight of its newest listing: 1 at the data date. */
  recency: number;
  bins: number[];
  shapes: number[];
  /** Listings in the cell. */
  counts: number[];
  /** Their recency weights, summed. */
  weights: number[];
}

export type SupportListing = Pick<PricingListing, "retailer" | "shape" | "carat">;

const binWidth = 0.04;
/**
 * Bandwidth of the carat kernel in log carat: listings 12% away count 0.61, 25% away 0.14, 40% away
 * 0.01.
 */
const caratBandwidth = 0.12;
const maxBinGap = 9;
const caratKernel = Array.from({ length: maxBinGap + 1 }, (_, d) =>
  Math.exp(-0.5 * ((d * binWidth) / caratBandwidth) ** 2),
);
/** A listing this many years old counts e^-1 as much as one at the data date. */
export const recencyYears = 1.5;

export const recencyWeight = (ageYears: number) => Math.exp(-Math.max(0, ageYears) / recencyYears);

const binOf = (carat: number) => Math.round(Math.log(carat) / binWidth);

/** `ageYearsOf`: years between a listing's observation and the data date. */
export function buildLocalSupport<Listing extends SupportListing>(
  rows: readonly Listing[],
  ageYearsOf: (row: Listing) => number,
): LocalSupport {
  const perRetailer = new Map<string, Map<string, [number, number]>>();
  const newest = new Map<string, number>();
  for (const row of rows) {
    const cells = perRetailer.get(row.retailer) ?? new Map<string, [number, number]>();
    const key = `${binOf(row.carat)}|${shapes.indexOf(row.shape)}`;
    const recency = recencyWeight(ageYearsOf(row));
    const cell = cells.get(key) ?? [0, 0];
    cell[0] += 1;
    cell[1] += recency;
    cells.set(key, cell);
    perRetailer.set(row.retailer, cells);
    newest.set(row.retailer, Math.max(newest.get(row.retailer) ?? 0, recency));
  }
  return {
    retailers: [...perRetailer]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([retailer, cells]) => {
        const entries = [...cells]
          .map(
            ([key, [count, weight]]) =>
              [...key.split("|").map(Number), count, weight] as [number, number, number, number],
          )
          .sort((a, b) => a[0] - b[0]);
        return {
          retailer,
          recency: Math.round(newest.get(retailer)! * 1000) / 1000,
          bins: entries.map((e) => e[0]),
          shapes: entries.map((e) => e[1]),
          counts: entries.map((e) => e[2]),
          weights: entries.map((e) => Math.round(e[3] * 1000) / 1000),
        };
      }),
  };
}

export interface RetailerSupport {
  retailer: string;
  recency: number;
  /**
   * Listings near the carat, kernel-weighted, of the same shape (its family's other shapes count
   * 0.4).
   */
  sameShape: number;
  /** The same, whatever the shape. */
  anyShape: number;
  /** Mean recency weight of those near listings (1 = all at the data date). */
  nearRecency: number;
}

/**
 * Each shape's family, by the shape's index in `shapes` (as the cells store it): looked up per cell
 * on every analysis.
 */
const familyByShapeIndex = shapes.map((shape) => shapeFamily(shape));

export function supportNear(
  support: LocalSupport,
  specs: Pick<DiamondSpecs, "shape" | "carat">,
): RetailerSupport[] {
  const bin = binOf(specs.carat);
  const shape = shapes.indexOf(specs.shape);
  const family = shapeFamily(specs.shape);
  return support.retailers.map((cells) => {
    let sameShape = 0;
    let anyShape = 0;
    let recencySum = 0;
    const end = lowerBoundOf(cells.bins, bin + maxBinGap + 1);
    for (let i = lowerBoundOf(cells.bins, bin - maxBinGap); i < end; i++) {
      const kernel = caratKernel[Math.abs(cells.bins[i]! - bin)]!;
      const near = cells.counts[i]! * kernel;
      anyShape += near;
      recencySum += cells.weights[i]! * kernel;
      if (cells.shapes[i] === shape) sameShape += near;
      else if (familyByShapeIndex[cells.shapes[i]!] === family) sameShape += 0.4 * near;
    }
    return {
      retailer: cells.retailer,
      recency: cells.recency,
      sameShape,
      anyShape,
      nearRecency: anyShape > 0 ? recencySum / anyShape : 0,
    };
  });
}

/** Support at which a retailer's say is half of a full vote. */
export const halfVoteSupport = 5;
/**
 * The most a retailer with no listings of the shape's family near the specs can weigh, when no
 * retailer has them: its level still says something. It fades as retailers with such listings
 * appear, and is gone once three of them have a full vote.
 */
export const otherShapeVote = 0.5;
const fullShapeVotes = 3;
/**
 * Every retailer keeps this much say (times its recency), so that specs far from all data still get
 * a market value.
 */
export const floorVote = 0.01;

const saturate = (support: number) => support / (support + halfVoteSupport);

/**
 * Each retailer's say in the fair market value, in [0, 1]: one full vote where many of its recent
 * listings of the shape are near the specs; less for few or old listings, or outside the carat
 * range of its latest snapshot (`inRange`, 0-1); other shapes' listings count only while few
 * retailers list the shape there; and a small floor.
 */
export function voteWeights(
  near: readonly RetailerSupport[],
  inRange: readonly number[] = near.map(() => 1),
): number[] {
  const own = near.map((n, i) => saturate(n.sameShape) * n.nearRecency * inRange[i]!);
  const shapeVotes = own.reduce((s, w) => s + w, 0);
  const otherShare = otherShapeVote * Math.max(0, 1 - shapeVotes / fullShapeVotes);
  return near.map((n, i) => {
    const other =
      otherShare * saturate(n.anyShape) * n.nearRecency * inRange[i]! * (1 - saturate(n.sameShape));
    return floorVote * n.recency + (1 - floorVote) * (own[i]! + other);
  });
}

export interface ExtraSupport {
  retailer: string;
  shape: DiamondSpecs["shape"];
  carat: number;
  /** Listings' worth of support at the data date. */
  count: number;
}

/**
 * The histograms with support added at the data date (a published index's cells), retailers in name
 * order.
 */
export function withExtraSupport(
  support: LocalSupport,
  extra: readonly ExtraSupport[],
): LocalSupport {
  const byRetailer = new Map(support.retailers.map((cells) => [cells.retailer, cells]));
  for (const row of extra) {
    const cells = byRetailer.get(row.retailer) ?? {
      retailer: row.retailer,
      recency: 1,
      bins: [],
      shapes: [],
      counts: [],
      weights: [],
    };
    const bin = binOf(row.carat);
    const shape = shapes.indexOf(row.shape);
    const at = cells.bins.findIndex((b, i) => b === bin && cells.shapes[i] === shape);
    const entries = cells.bins.map(
      (b, i) =>
        [b, cells.shapes[i]!, cells.counts[i]!, cells.weights[i]!] as [
          number,
          number,
          number,
          number,
        ],
    );
    if (at >= 0) {
      entries[at]![2] += row.count;
      entries[at]![3] += row.count;
    } else entries.push([bin, shape, row.count, row.count]);
    entries.sort((a, b) => a[0] - b[0]);
    byRetailer.set(row.retailer, {
      retailer: row.retailer,
      recency: 1,
      bins: entries.map((e) => e[0]),
      shapes: entries.map((e) => e[1]),
      counts: entries.map((e) => e[2]),
      weights: entries.map((e) => e[3]),
    });
  }
  return {
    retailers: [...byRetailer.values()].sort((a, b) =>
      a.retailer < b.retailer ? -1 : a.retailer > b.retailer ? 1 : 0,
    ),
  };
}
