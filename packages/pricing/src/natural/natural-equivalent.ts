import { clarities, colors, type Clarity, type Color, type CutGrade, type Shape } from "../grades";
import type { PricingListing } from "../types";

/** The specs a natural value is asked for: a lab stone's, or a natural stone's own. */
export interface NaturalAsk {
  shape: Shape;
  carat: number;
  color: Color;
  clarity: Clarity;
  cut: CutGrade | null;
}

/** Where the figures come from: the natural listings of one carat window, their sellers and day. */
interface NaturalBasis {
  /** The natural specs the figures are for: the asked ones, or a round of the same weight and grades. */
  specs: NaturalAsk;
  /** The shape the listings were read for when the asked one has none (the feed holds rounds). */
  comparedAsShape: Shape | null;
  caratFrom: number;
  caratTo: number;
  /** Natural listings of any grade in the carat window. */
  nearbyListings: number;
  retailers: string[];
  /** The newest day a listing the figures rest on was seen (yyyy-mm-dd). */
  dataDate: string;
}

export type NaturalEquivalent =
  | (NaturalBasis & {
      status: "priced";
      /** Listings of the same color and clarity the value rests on (and cut, where `cutMatched`). */
      listings: number;
      cutMatched: boolean;
      valueCents: number;
      /** Where 80% of those listings sit, each moved to the asked weight by its price per carat. */
      lowCents: number;
      highCents: number;
      /** The lab stone's price as a share of the natural value; null without a price. */
      labShare: number | null;
      /**
       * Of the same-grade listings, each held out in turn and valued from the others: the share
       * within `HELD_OUT_TOLERANCE` of its own price. What a confidence in this value can claim.
       */
      heldOutWithin: number;
      /** The dearest natural listing of any grade in the window. */
      windowHighestCents: number;
      /**
       * The same-grade prices reach within 10% of the window's dearest listing: the data may stop
       * at a price (a feed of each band's cheapest stones does), so dearer stones of these grades
       * can be missing and the value is then a floor.
       */
      mayBeFloor: boolean;
      /** The same-grade listings nearest the asked weight, at most `NEAREST`: comparables. */
      nearest: PricingListing[];
    })
  | (NaturalBasis & {
      status: "too-thin";
      /** Same-grade listings found: fewer than `MIN_NATURAL_LISTINGS`. */
      listings: number;
      /** What the window holds instead: its grades and prices; null when it holds nothing. */
      window: {
        colors: Color[];
        clarities: Clarity[];
        lowestCents: number;
        highestCents: number;
      } | null;
    })
  | { status: "no-data" };

/** Fewer listings of the same grades than this in the window, and no value is given. */
export const MIN_NATURAL_LISTINGS = 8;
/** A listing within this share of the asked weight speaks for it (never across a magic size). */
export const CARAT_WINDOW = 0.05;
/**
 * Weights where natural prices step up (the trade's round numbers): a window stays on one side.
 */
export const naturalMagicSizes = [0.5, 0.7, 0.9, 1, 1.5, 2, 3, 4, 5];
export const HELD_OUT_TOLERANCE = 0.1;
/** Same-grade prices this close to the window's dearest listing suggest the data stop there. */
export const CEILING_NEARNESS = 0.9;
const NEAREST = 5;

/** The asked weight's window, +-5%, cut at the magic sizes either side of it. */
export function caratWindow(carat: number): { from: number; to: number } {
  let from = carat * (1 - CARAT_WINDOW);
  let to = carat * (1 + CARAT_WINDOW);
  for (const size of naturalMagicSizes) {
    if (size <= carat && size > from) from = size;
    if (size > carat && size <= to) to = size - 0.005;
  }
  return { from: round2(from), to: round2(to) };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Linear-interpolated quantile of sorted values (the same rule as R's type 7). */
function quantile(sorted: number[], p: number): number {
  const at = (sorted.length - 1) * p;
  const below = Math.floor(at);
  const above = Math.min(below + 1, sorted.length - 1);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (at - below);
}

const median = (values: number[]) =>
  quantile(
    values.slice().sort((a, b) => a - b),
    0.5,
  );

function newest(rows: readonly PricingListing[]): string {
  return rows.reduce((day, row) => (row.observedOn > day ? row.observedOn : day), "");
}

/** Each value once, in the order of its scale (best grade first), or alphabetical. */
const uniqueSorted = <T extends string>(values: T[], scale?: readonly T[]) =>
  [...new Set(values)].sort((a, b) =>
    scale ? scale.indexOf(a) - scale.indexOf(b) : a < b ? -1 : 1,
  );

/**
 * What the same specs list for as a natural diamond, from natural listings only (never the
 * lab-grown model): the median of the listings of the same color and clarity (and cut, where
 * enough share it) within +-5% of the weight, each moved to the asked weight by its price per
 * carat, with the 80% range of those prices; too thin under `MIN_NATURAL_LISTINGS`. A shape the
 * listings lack is compared as a round of the same weight and grades, and named as such: no shape
 * premium is invented.
 */
export function naturalEquivalent(
  listings: readonly PricingListing[],
  ask: NaturalAsk,
  labPriceCents: number | null = null,
): NaturalEquivalent {
  const natural = listings.filter((l) => l.origin === "natural" && l.carat > 0);
  if (natural.length === 0) return { status: "no-data" };
  const ownShape = natural.some((l) => l.shape === ask.shape);
  const shape: Shape = ownShape ? ask.shape : "round";
  const { from, to } = caratWindow(ask.carat);
  const nearby = natural.filter((l) => l.shape === shape && l.carat >= from && l.carat <= to);
  const sameGrades = nearby.filter((l) => l.color === ask.color && l.clarity === ask.clarity);
  const sameCut = ask.cut ? sameGrades.filter((l) => l.cut === ask.cut) : [];
  const cutMatched = sameCut.length >= MIN_NATURAL_LISTINGS;
  const used = cutMatched ? sameCut : sameGrades;
  const basis: NaturalBasis = {
    specs: { ...ask, shape },
    comparedAsShape: ownShape ? null : shape,
    caratFrom: from,
    caratTo: to,
    nearbyListings: nearby.length,
    retailers: uniqueSorted((used.length > 0 ? used : nearby).map((l) => l.retailer)),
    dataDate: newest(used.length > 0 ? used : nearby.length > 0 ? nearby : natural),
  };
  if (used.length < MIN_NATURAL_LISTINGS) {
    const prices = nearby.map((l) => l.priceCents);
    return {
      ...basis,
      status: "too-thin",
      listings: used.length,
      window:
        nearby.length === 0
          ? null
          : {
              colors: uniqueSorted(
                nearby.map((l) => l.color),
                colors,
              ),
              clarities: uniqueSorted(
                nearby.map((l) => l.clarity),
                clarities,
              ),
              lowestCents: Math.min(...prices),
              highestCents: Math.max(...prices),
            },
    };
  }
  const atWeight = (l: PricingListing, carat: number) => (l.priceCents / l.carat) * carat;
  const moved = used.map((l) => atWeight(l, ask.carat)).sort((a, b) => a - b);
  const valueCents = Math.round(quantile(moved, 0.5));
  const heldOut = used.filter((held, i) => {
    const others = used.filter((_, j) => j !== i).map((l) => atWeight(l, held.carat));
    return Math.abs(median(others) / held.priceCents - 1) <= HELD_OUT_TOLERANCE;
  }).length;
  const windowHighestCents = Math.max(...nearby.map((l) => l.priceCents));
  const highestUsed = Math.max(...used.map((l) => l.priceCents));
  return {
    ...basis,
    status: "priced",
    windowHighestCents,
    mayBeFloor: highestUsed >= CEILING_NEARNESS * windowHighestCents,
    nearest: used
      .slice()
      .sort((a, b) => Math.abs(a.carat - ask.carat) - Math.abs(b.carat - ask.carat))
      .slice(0, NEAREST),
    listings: used.length,
    cutMatched,
    valueCents,
    lowCents: Math.round(quantile(moved, 0.1)),
    highCents: Math.round(quantile(moved, 0.9)),
    labShare: labPriceCents === null ? null : labPriceCents / valueCents,
    heldOutWithin: heldOut / used.length,
  };
}
