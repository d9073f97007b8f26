import { encodeSpecs, featureNames, type FeatureLayout } from "./features";
import {
  fitHedonic,
  predictLogPrice,
  type HedonicCoefficients,
  type HedonicRows,
} from "./fit-hedonic";
import { median } from "./linear-algebra";
import { measureLabPremium, type LabPremium } from "./lab-premium";
import {
  buildLocalSupport,
  supportNear,
  voteWeights,
  type LocalSupport,
  type RetailerSupport,
} from "./local-support";
import { disagreement, effectiveVoters, mixtureQuantile, type Voter } from "./market-mixture";
import type { RetailerSummary } from "./model";
import { daysBetween } from "./select-current";
import {
  logLevelAt,
  timeColumns,
  timeIndexFrom,
  timeKnots,
  type TimeIndex,
  writeTimeColumns,
} from "./time-index";
import type { DiamondSpecs, PricingListing } from "./types";
import { specsOfListing } from "./typical-grades";

/** Ridge pulling each retailer's own curve towards the shared one. */
export const deviationPenalty = 3;
/**
 * Huber rounds for the retailer curves: a heavy upper tail does not pull a retailer's typical price
 * up.
 */
export const robustRounds = 2;
/**
 * Centres the retailer levels: a date seen at one retailer only is read across retailers (see
 * fitHedonic).
 */
const levelPenalty = 1e-3;
/**
 * A retailer whose latest listings are older than this at the data date is history, not current.
 */
export const currentWithinDays = 365;

/**
 * Everything the market value needs, fitted on one set of rows (the whole feed, or a validation
 * fold).
 */
export interface MarketCurves {
  layout: FeatureLayout;
  coefficients: HedonicCoefficients;
  timeIndex: TimeIndex;
  localSupport: LocalSupport;
  retailers: RetailerSummary[];
  /**
   * GIA against IGI at the same retailer and specs; its effect is the fit's GIA step only where it
   * holds out of sample.
   */
  labPremium: LabPremium;
}

const interceptName = "intercept";

/** Lab rows with a price, observed on or before `asOf`. */
export function usableRows(listings: readonly PricingListing[], asOf: string): PricingListing[] {
  return listings.filter(
    (l) => l.origin === "lab" && l.observedOn <= asOf && l.priceCents > 0 && l.carat > 0,
  );
}

export function newestDate(rows: readonly PricingListing[]): string {
  let newest = "";
  for (const row of rows) if (row.observedOn > newest) newest = row.observedOn;
  return newest;
}

/**
 * One weighted least-squares fit of log price on the specs, a time index and each retailer's level
 * and curve, over every lab listing of every date: older rows are moved to the data date by the
 * index fitted with them, so shape and grade effects are learnt from every retailer that ever
 * listed them.
 */
export function fitMarketCurves(
  rows: readonly PricingListing[],
  layout: FeatureLayout,
): MarketCurves {
  if (rows.length === 0) throw new Error("no lab listings to fit");
  const knots = timeKnots(rows.map((r) => r.observedOn));
  const dataDate = knots[knots.length - 1]!;
  const time = timeColumns(knots);
  const interceptColumn = time.names.length;
  const hedonicRows = listingRegressionRows(rows, knots);
  const labPremium = measureLabPremium(rows);
  const fitted = fitHedonic(hedonicRows, layout, {
    // The GIA step is not the regression's: matched cells measure it, and it counts only where it
    // holds out of sample.
    fixedShared: { labGIA: labPremium.appliedLog },
    levelOnly: historyRetailers(rows, dataDate),
    deviationPenalty,
    robustRounds,
    centerLevels: true,
    levelPenalty,
    extra: { names: [...time.names, interceptName], penalty: [...time.penalty, 0] },
  });
  const specColumns = featureNames(layout).length;
  const intercept = fitted.shared[specColumns + interceptColumn]!;
  const coefficients: HedonicCoefficients = {
    shared: fitted.shared.slice(0, specColumns),
    retailers: fitted.retailers.map((t) => ({ ...t, intercept: t.intercept + intercept })),
  };
  const timeIndex = timeIndexFrom(
    knots,
    fitted.shared.slice(specColumns, specColumns + interceptColumn),
  );
  const ageYears = (l: PricingListing) => daysBetween(l.observedOn, dataDate) / 365.25;
  return {
    layout,
    coefficients,
    timeIndex,
    localSupport: buildLocalSupport(rows, ageYears),
    retailers: summariseRetailers(rows, coefficients, timeIndex, layout, dataDate),
    labPremium,
  };
}

/**
 * The listings as the regression's rows, read where they are (a copy of each was most of the fit's
 * memory at half a million listings): specs, log price, and as extra columns the time index and
 * after it the shared intercept.
 */
export function listingRegressionRows(
  rows: readonly PricingListing[],
  knots: readonly string[],
): HedonicRows {
  const interceptColumn = timeColumns(knots).names.length;
  return {
    length: rows.length,
    retailer: (n) => rows[n]!.retailer,
    logPrice: (n) => Math.log(rows[n]!.priceCents),
    specs: (n) => rows[n]!,
    writeExtra: (n, out) => {
      writeTimeColumns(out, knots, rows[n]!.observedOn, rows[n]!.carat);
      out.push(interceptColumn, 1);
    },
  };
}

/**
 * Retailers whose newest listing is over a year before the data date: a level each, no curve of
 * their own.
 */
function historyRetailers(rows: readonly PricingListing[], dataDate: string): Set<string> {
  const newest = new Map<string, string>();
  for (const l of rows)
    if ((newest.get(l.retailer) ?? "") < l.observedOn) newest.set(l.retailer, l.observedOn);
  return new Set(
    [...newest]
      .filter(([, date]) => daysBetween(date, dataDate) > currentWithinDays)
      .map(([retailer]) => retailer),
  );
}

/** A listing's price moved to the data date (log). */
export function logPriceAtDataDate(
  curves: Pick<MarketCurves, "timeIndex">,
  l: PricingListing,
): number {
  return Math.log(l.priceCents) - logLevelAt(curves.timeIndex, l.observedOn, l.carat);
}

function summariseRetailers(
  rows: readonly PricingListing[],
  coefficients: HedonicCoefficients,
  timeIndex: TimeIndex,
  layout: FeatureLayout,
  dataDate: string,
): RetailerSummary[] {
  const byRetailer = new Map<string, PricingListing[]>();
  for (const row of rows) {
    const own = byRetailer.get(row.retailer);
    if (own) own.push(row);
    else byRetailer.set(row.retailer, [row]);
  }
  return [...byRetailer]
    .map(([retailer, own]) => {
      const latest = newestDate(own);
      const snapshot = own.filter((l) => daysBetween(l.observedOn, latest) <= 45);
      const terms = coefficients.retailers.find((t) => t.retailer === retailer)!;
      const residuals = snapshot.map(
        (l) =>
          logPriceAtDataDate({ timeIndex }, l) -
          predictLogPrice(coefficients, terms, specsOfListing(l), layout),
      );
      let caratMin = Infinity;
      let caratMax = -Infinity;
      let from = latest;
      for (const l of snapshot) {
        caratMin = Math.min(caratMin, l.carat);
        caratMax = Math.max(caratMax, l.carat);
        if (l.observedOn < from) from = l.observedOn;
      }
      return {
        retailer,
        snapshotFrom: from,
        snapshotTo: latest,
        listings: snapshot.length,
        caratMin,
        caratMax,
        spread: Math.max(0.02, 1.4826 * median(residuals.map(Math.abs))),
        current: daysBetween(latest, dataDate) <= currentWithinDays,
      };
    })
    .sort((a, b) => (a.retailer < b.retailer ? -1 : a.retailer > b.retailer ? 1 : 0));
}

/**
 * How far outside its latest snapshot's carat range a retailer's say fades: 10% beyond it, to e^-1.
 */
const rangeFade = 0.1;

/**
 * A retailer's say fades fast outside the carat range of its latest snapshot: there its curve is an
 * extrapolation (a feed seen only at 1.50-1.99 ct says little about 1.35 ct, under the 1.5 ct
 * jump).
 */
export function withinOwnRange(
  retailer: Pick<RetailerSummary, "caratMin" | "caratMax">,
  carat: number,
): number {
  const outside =
    carat < retailer.caratMin
      ? Math.log(retailer.caratMin / carat)
      : carat > retailer.caratMax
        ? Math.log(carat / retailer.caratMax)
        : 0;
  return Math.exp(-((outside / rangeFade) ** 2));
}

/** The market for given specs at the data date: each retailer's typical price and its say. */
export interface MarketView {
  voters: Voter[];
  support: RetailerSupport[];
  /** Median of the market mixture: the fair market value at the data date (log). */
  fairLogPrice: number;
  effectiveVoters: number;
  /** How much the retailers' typical prices for these specs disagree (weighted log SD). */
  disagreement: number;
}

export type MarketViewSource = Pick<
  MarketCurves,
  "coefficients" | "layout" | "localSupport" | "retailers"
>;

/**
 * Each retailer's support near a shape and carat, and its say there (the same for every grade).
 * Past the largest stone (or under the smallest) that the current retailers list, every say fades,
 * and whichever feed's range reached furthest (a few cheap 2024 stones, a 2021 feed) would set the
 * price alone: a 6 ct round came out at half a 5 ct one, and the isotonic fair value flattened
 * everything from 3.5 ct up to it. There the say is the one at the edge of the market's range,
 * while each retailer's curve extrapolates (and the interval widens with the distance).
 */
export function votesAt(
  curves: Pick<MarketCurves, "localSupport" | "retailers">,
  at: Pick<DiamondSpecs, "shape" | "carat">,
): { support: RetailerSupport[]; weights: number[] } {
  const support = supportNear(curves.localSupport, at);
  const voteCarat = withinMarketRange(curves.retailers, at.carat);
  const supportAtVote =
    voteCarat === at.carat
      ? support
      : supportNear(curves.localSupport, { ...at, carat: voteCarat });
  const weights = voteWeights(
    supportAtVote,
    curves.retailers.map((r) => withinOwnRange(r, voteCarat)),
  );
  return { support, weights };
}

/** The carats the current retailers' latest snapshots span (everything, when none is current). */
export function currentCaratRange(
  retailers: readonly Pick<RetailerSummary, "caratMin" | "caratMax" | "current">[],
): { min: number; max: number } {
  let min = Infinity;
  let max = -Infinity;
  for (const r of retailers) {
    if (!r.current) continue;
    min = Math.min(min, r.caratMin);
    max = Math.max(max, r.caratMax);
  }
  return min > max ? { min: 0, max: Infinity } : { min, max };
}

/**
 * The carat held to the span of the current retailers' latest snapshots (unchanged where no
 * retailer is current).
 */
export function withinMarketRange(
  retailers: readonly Pick<RetailerSummary, "caratMin" | "caratMax" | "current">[],
  carat: number,
): number {
  const { min, max } = currentCaratRange(retailers);
  return Math.min(max, Math.max(min, carat));
}

export function marketView(curves: MarketViewSource, specs: DiamondSpecs): MarketView {
  const encoded = encodeSpecs(specs, curves.layout);
  const { support, weights } = votesAt(curves, specs);
  const voters: Voter[] = curves.coefficients.retailers.map((terms, i) => ({
    retailer: terms.retailer,
    logPrice: predictLogPrice(curves.coefficients, terms, specs, curves.layout, encoded),
    weight: weights[i]!,
    spread: curves.retailers[i]!.spread,
  }));
  const fairLogPrice = mixtureQuantile(voters, 0.5);
  return {
    voters,
    support,
    fairLogPrice,
    effectiveVoters: effectiveVoters(voters),
    disagreement: disagreement(voters, fairLogPrice),
  };
}
