import {
  matchedCells,
  matchedDifference,
  meanOf,
  measureFlagEffect,
  type FlagEffect,
  type MatchedCell,
} from "./flag-effects";
import type { PricingListing } from "./types";

/**
 * What a GIA report adds to the asking price against an IGI one, for the same specs at the same
 * retailer (decision 048). Measured like the report flags (`flag-effects.ts`): cells of one
 * retailer, shape, color, clarity, cut class and 0.1 of log carat. The labs name their top cut
 * differently (IGI "Ideal", GIA "Excellent": at James Allen 3,672 of 4,256 IGI stones are Ideal and
 * 2,990 of 3,092 GIA stones Excellent), so Ideal and Excellent are one class: matching on the word
 * would compare a GIA top cut with an IGI second grade.
 */
export interface LabPremium extends FlagEffect {
  byRetailer: (FlagEffect & { retailer: string })[];
  outOfSample: LabPremiumCheck;
  /**
   * The effect holds: its 95% interval leaves out 0, it lowers the held-out error in both halves of
   * the cells, and, fitted on the other retailers, in each retailer with 10 or more matched cells.
   */
  holds: boolean;
  /**
   * What the fair value applies to a GIA stone against an IGI one, in log: the effect where it
   * holds, else 0.
   */
  appliedLog: number;
}

export interface LabPremiumFold {
  /** The effect measured on the other half of the cells (exp - 1). */
  fittedEffect: number | null;
  testCells: number;
  testListings: number;
  /**
   * Mean absolute log error of a listing's price predicted from the other lab's mean in its cell,
   * without and with the effect (exp - 1).
   */
  errorWithout: number;
  errorWith: number;
}

export interface LabPremiumCheck {
  /**
   * The cells split in two halves by a hash of their key; each half tested with the effect fitted
   * on the other.
   */
  folds: LabPremiumFold[];
  reducesError: boolean;
  /**
   * Each retailer with 10+ matched cells tested with the effect fitted on the other retailers'
   * cells.
   */
  byRetailer: (LabPremiumFold & { retailer: string })[];
  reducesErrorByRetailer: boolean;
}

/** A retailer is tested on its own where it has this many matched cells. */
const retailerFoldCells = 10;

const topCut = (cut: string | null) =>
  cut === "Ideal" || cut === "Excellent" ? "top" : (cut ?? "none");
export const labCellKey = (l: PricingListing) =>
  `${l.retailer}|${l.shape}|${l.color}|${l.clarity}|${topCut(l.cut)}|${Math.round(Math.log(l.carat) / 0.1)}`;

const isGia = (l: PricingListing) => l.certificateLab === "GIA";
const isIgi = (l: PricingListing) => l.certificateLab === "IGI";
const name = { group: "GIA", against: "IGI" };

/** FNV-1a of the cell's key: a split that does not depend on the order of the feed. */
function half(key: string): 0 | 1 {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193) >>> 0;
  return (hash & 1) as 0 | 1;
}

/**
 * Each listing predicted from the other lab's mean in its cell, shifted by `shift` (log, GIA over
 * IGI).
 */
function meanAbsoluteError(
  cells: readonly MatchedCell[],
  shift: number,
): { error: number; listings: number } {
  let total = 0;
  let count = 0;
  for (const cell of cells) {
    const igiMean = meanOf(cell.b);
    const giaMean = meanOf(cell.a);
    for (const price of cell.a) total += Math.abs(price - (igiMean + shift));
    for (const price of cell.b) total += Math.abs(price - (giaMean - shift));
    count += cell.a.length + cell.b.length;
  }
  return { error: count === 0 ? 0 : Math.exp(total / count) - 1, listings: count };
}

const round4 = (value: number) => Math.round(value * 10000) / 10000;

function testFold(fitOn: readonly MatchedCell[], test: readonly MatchedCell[]): LabPremiumFold {
  const fitted = matchedDifference(fitOn);
  const shift = fitted?.centre ?? 0;
  const without = meanAbsoluteError(test, 0);
  return {
    fittedEffect: fitted === null ? null : round4(Math.exp(shift) - 1),
    testCells: test.length,
    testListings: without.listings,
    errorWithout: round4(without.error),
    errorWith: round4(meanAbsoluteError(test, shift).error),
  };
}

const lowers = (f: LabPremiumFold) => f.testCells > 0 && f.errorWith < f.errorWithout;

/** Cells keyed `retailer|...` (as `labCellKey` makes them). */
export function checkOutOfSample(cells: readonly MatchedCell[]): LabPremiumCheck {
  const halves = [cells.filter((c) => half(c.key) === 0), cells.filter((c) => half(c.key) === 1)];
  const folds = halves.map((test, i) => testFold(halves[1 - i]!, test));
  const retailerOf = (c: MatchedCell) => c.key.slice(0, c.key.indexOf("|"));
  const retailers = [...new Set(cells.map(retailerOf))]
    .sort()
    .filter((r) => cells.filter((c) => retailerOf(c) === r).length >= retailerFoldCells);
  const byRetailer = retailers.map((retailer) => ({
    retailer,
    ...testFold(
      cells.filter((c) => retailerOf(c) !== retailer),
      cells.filter((c) => retailerOf(c) === retailer),
    ),
  }));
  return {
    folds,
    reducesError: folds.every(lowers),
    byRetailer,
    reducesErrorByRetailer: byRetailer.every(lowers),
  };
}

/** GIA against IGI over the lab listings that state their lab. */
export function measureLabPremium(listings: readonly PricingListing[]): LabPremium {
  const labelled = listings.filter((l) => l.origin === "lab" && (isGia(l) || isIgi(l)));
  const overall = measureFlagEffect(labelled, name, isGia, isIgi, undefined, labCellKey);
  const retailers = [...new Set(labelled.filter(isGia).map((l) => l.retailer))].sort();
  const byRetailer = retailers
    .map((retailer) => ({
      retailer,
      ...measureFlagEffect(
        labelled.filter((l) => l.retailer === retailer),
        name,
        isGia,
        isIgi,
        undefined,
        labCellKey,
      ),
    }))
    .filter((r) => r.cells > 0);
  const outOfSample = checkOutOfSample(matchedCells(labelled, isGia, isIgi, labCellKey));
  const excludesZero =
    overall.low !== null && overall.high !== null && (overall.low > 0 || overall.high < 0);
  const holds =
    overall.effect !== null &&
    excludesZero &&
    outOfSample.reducesError &&
    outOfSample.reducesErrorByRetailer;
  return {
    ...overall,
    byRetailer,
    outOfSample,
    holds,
    appliedLog: holds ? Math.log1p(overall.effect!) : 0,
  };
}
