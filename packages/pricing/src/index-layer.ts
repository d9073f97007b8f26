import { predictLogPrice, type RetailerTerms } from "./fit-hedonic";
import { levelAt } from "./index-level-at";
import type { PublishedIndexCell } from "./index-cells";
import { median } from "./linear-algebra";
import type { PricingModel } from "./model";
import { logLevelAt } from "./time-index";
import { pathBase, pathLevelAt, trendMove, type MarketPath } from "./market-path";
import type { DiamondSpecs } from "./types";
import { typicalGrades } from "./typical-grades";

export type { EditionCheck, IndexLayer, IndexLevel, MarketStep } from "./index-layer-types";
import type { EditionCheck, IndexLayer, IndexLevel, MarketStep } from "./index-layer-types";

/**
 * Level spread where the editions are too few to check it (a month-to-month move of a cell: up to
 * 50% in the first three editions).
 */
const priorLevelSpread = 0.2;
/**
 * A calm month's check does not make the next month calm (three editions: the July edition moved
 * Clean Origin 36% after a June within 10%): the level spread never reads under this.
 */
const minimumLevelSpread = 0.2;
/** The layer's spread counts as this many of a retailer's own month-to-month moves. */
const volatilityPrior = 3;
/**
 * Cells behind a published median: the index's own publication threshold. Counted as this many
 * listings of support, not the hundreds they summarise.
 */
export const supportPerCell = 30;
const z80 = 1.2816;

/** Fits the index layer on a model fitted on listings; null without published cells. */
export function fitIndexLayer(
  model: PricingModel,
  cells: readonly PublishedIndexCell[],
): IndexLayer | null {
  if (cells.length === 0) return null;
  const editions = editionsOf(cells);
  const check = editionCheck(model, editions);
  const levelSpread = check?.levelSpread ?? priorLevelSpread;
  return {
    ...fitLevels(model, editions, levelSpread),
    levelSpread,
    check: check?.summary ?? null,
  };
}

interface Edition {
  date: string;
  cells: PublishedIndexCell[];
}

/** Editions oldest first, dated by their newest collection day. */
function editionsOf(cells: readonly PublishedIndexCell[]): Edition[] {
  const byEdition = new Map<string, PublishedIndexCell[]>();
  for (const cell of cells)
    byEdition.set(cell.edition, [...(byEdition.get(cell.edition) ?? []), cell]);
  return [...byEdition.values()]
    .map((own) => ({
      date: own.reduce((newest, c) => (c.collectedOn > newest ? c.collectedOn : newest), ""),
      cells: own,
    }))
    .sort((a, b) => a.date.localeCompare(b.date));
}

const cellKey = (cell: PublishedIndexCell) =>
  `${cell.retailer}|${cell.shape}|${cell.color}|${cell.clarity}|${cell.cut}|${cell.certificateLab}|${cell.caratFrom}|${cell.caratTo}`;

/**
 * The market's log level at each edition, in the time index's frame: from the listings' snapshot
 * before the first edition, the trend to that edition, then edition to edition each retailer's
 * median move (the median over retailers).
 */
function marketLevels(
  model: PricingModel,
  editions: readonly Edition[],
): { path: MarketPath; steps: MarketStep[]; ownMoves: Map<string, number[]> } {
  const index = model.timeIndex;
  const base = pathBase(index, model.retailers);
  const baseLevel = logLevelAt(index, base, 1);
  const steps: MarketStep[] = [];
  const levels: number[] = [];
  const ownMoves = new Map<string, number[]>();
  editions.forEach((edition, k) => {
    const previous = editions[k - 1];
    const moves = previous ? matchedMoves(previous, edition) : new Map<string, number[]>();
    const perRetailer = [...moves.values()].map((m) => m.reduce((s, x) => s + x, 0) / m.length);
    const change = perRetailer.length > 0 ? median(perRetailer) : 0;
    for (const [retailer, own] of moves)
      ownMoves.set(retailer, [...(ownMoves.get(retailer) ?? []), ...own.map((m) => m - change)]);
    // An edition before the listings' base is history the time index already reads; past it, the
    // trend carries the market to the first edition and the retailers' matched moves from there on.
    const chained = previous !== undefined && previous.date > base;
    const level =
      edition.date <= base
        ? logLevelAt(index, edition.date, 1)
        : chained
          ? levels[k - 1]! + change
          : baseLevel + trendMove(index, base, edition.date);
    steps.push({
      from: chained ? previous.date : base,
      to: edition.date,
      logChange: chained ? change : level - baseLevel,
      retailers: chained ? perRetailer.length : 0,
    });
    levels.push(level);
  });
  return {
    path: { base, points: editions.map((e, k) => ({ date: e.date, level: levels[k]! })) },
    steps,
    ownMoves,
  };
}

/** Each retailer's log moves over the cells it published in both editions. */
function matchedMoves(before: Edition, after: Edition): Map<string, number[]> {
  const earlier = new Map(before.cells.map((c) => [cellKey(c), c]));
  const moves = new Map<string, number[]>();
  for (const cell of after.cells) {
    const then = earlier.get(cellKey(cell));
    if (then)
      moves.set(cell.retailer, [
        ...(moves.get(cell.retailer) ?? []),
        Math.log(cell.indexPriceCents / then.indexPriceCents),
      ]);
  }
  return moves;
}

/** The specs a cell describes (its unstated grades the commonest, as a listing's are). */
export function cellSpecs(cell: PublishedIndexCell): DiamondSpecs {
  return {
    shape: cell.shape,
    carat: cell.nominalCarat,
    color: cell.color,
    clarity: cell.clarity,
    cut: cell.cut ?? typicalGrades.cut,
    polish: typicalGrades.polish,
    symmetry: typicalGrades.symmetry,
    fluorescence: typicalGrades.fluorescence,
    certificateLab: cell.certificateLab ?? typicalGrades.certificateLab,
  };
}

/** The curve a retailer's level is measured against: its own from listings, else the shared one. */
export function baseTerms(
  model: Pick<PricingModel, "coefficients">,
  retailer: string,
): RetailerTerms {
  const own = model.coefficients.retailers.find((t) => t.retailer === retailer);
  if (own) return own;
  const template = model.coefficients.retailers[0]!;
  return {
    retailer,
    intercept: median(model.coefficients.retailers.map((t) => t.intercept)),
    deviation: template.deviation.map(() => 0),
    caratMin: 0.01,
    caratMax: 100,
  };
}

const newestDay = (own: readonly { on: string }[]) =>
  own.reduce((newest, o) => (o.on > newest ? o.on : newest), "");
const meanLevel = (own: readonly { y: number }[]) => own.reduce((s, o) => s + o.y, 0) / own.length;
/**
 * A retailer's level at one carat is its newest cell there: a retailer's median persists from one
 * edition to the next better than any blend of its older ones moved with the market (docs/pricing.md,
 * "Index editions").
 */
const newestLevel = (own: readonly { y: number; on: string }[]) =>
  meanLevel(own.filter((o) => o.on === newestDay(own)));

/**
 * A retailer whose own listings are newer than the listings' base stands at its own newest level:
 * its curve is moved from its snapshot's day to the anchor by the market's path, not by the time
 * index's (which a newer file of one retailer alone would bend for everyone).
 */
function listingShifts(
  model: PricingModel,
  path: MarketPath,
  levels: readonly IndexLevel[],
  marketShift: number,
): { retailer: string; logShift: number }[] {
  const indexed = new Set(levels.map((l) => l.retailer));
  return model.retailers
    .filter((r) => r.current && r.snapshotTo > path.base && !indexed.has(r.retailer))
    .map((r) => ({
      retailer: r.retailer,
      logShift:
        marketShift +
        logLevelAt(model.timeIndex, r.snapshotTo, 1) -
        pathLevelAt(model.timeIndex, path, r.snapshotTo),
    }));
}

function fitLevels(
  model: PricingModel,
  editions: readonly Edition[],
  levelSpread = priorLevelSpread,
): Omit<IndexLayer, "levelSpread" | "check"> {
  const { path, steps, ownMoves } = marketLevels(model, editions);
  const market = path.points.map((p) => p.level);
  const newestEdition = editions.at(-1)!.date;
  const listingsDate = model.timeIndex.dataDate;
  const anchorDate = newestEdition > listingsDate ? newestEdition : listingsDate;
  const observations = new Map<string, { x: number; y: number; on: string; listings: number }[]>();
  editions.forEach((edition, k) => {
    for (const cell of edition.cells) {
      const base = predictLogPrice(
        model.coefficients,
        baseTerms(model, cell.retailer),
        cellSpecs(cell),
        model.layout,
      );
      const y = Math.log(cell.indexPriceCents) - base - market[k]!;
      observations.set(cell.retailer, [
        ...(observations.get(cell.retailer) ?? []),
        { x: Math.log(cell.nominalCarat), y, on: cell.collectedOn, listings: cell.listings },
      ]);
    }
  });
  const known = new Set(model.coefficients.retailers.map((t) => t.retailer));
  // A retailer whose own listings are newer than its newest cell keeps the level its listings give.
  const listedSince = new Map(
    model.retailers.filter((r) => r.current).map((r) => [r.retailer, r.snapshotTo]),
  );
  const newerThanListings = ([retailer, own]: [string, { on: string }[]]) =>
    own.some((o) => o.on >= (listedSince.get(retailer) ?? ""));
  const levels = [...observations]
    .filter(newerThanListings)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([retailer, own]): IndexLevel => {
      const logCarats = [...new Set(own.map((o) => o.x))].sort((a, b) => a - b);
      const newestOn = newestDay(own);
      const level = meanLevel(own.filter((o) => o.on === newestOn));
      const moves = ownMoves.get(retailer) ?? [];
      return {
        retailer,
        indexOnly: !known.has(retailer),
        level,
        spread: Math.max(
          levelSpread,
          Math.sqrt(
            (volatilityPrior * levelSpread ** 2 + moves.reduce((sum, m) => sum + m * m, 0)) /
              (volatilityPrior + moves.length),
          ),
        ),
        logCarats,
        levels: logCarats.map((x) => newestLevel(own.filter((o) => o.x === x))),
        newestOn,
        cells: own.length,
        newestListings: own.filter((o) => o.on === newestOn).reduce((s, o) => s + o.listings, 0),
      };
    });
  const marketShift = pathLevelAt(model.timeIndex, path, anchorDate);
  return {
    anchorDate,
    marketShift,
    path,
    steps,
    levels,
    listingShifts: listingShifts(model, path, levels, marketShift),
  };
}

/** A retailer's predicted log price for the cell, with the levels fitted on the editions given. */
function predictCell(
  model: PricingModel,
  fitted: Omit<IndexLayer, "levelSpread" | "check">,
  cell: PublishedIndexCell,
): number | null {
  const level = fitted.levels.find((l) => l.retailer === cell.retailer);
  if (!level) return null;
  const base = predictLogPrice(
    model.coefficients,
    baseTerms(model, cell.retailer),
    cellSpecs(cell),
    model.layout,
  );
  // The market on the cell's own day: the trend past the newest edition fitted on.
  const market = pathLevelAt(model.timeIndex, fitted.path, cell.collectedOn);
  return base + market + levelAt(level, cell.nominalCarat);
}

/**
 * Each edition after the first predicted from those before it, beside each cell's last published
 * value carried forward: how far a level may be from next month's median (the level spread).
 */
function editionCheck(
  model: PricingModel,
  editions: readonly Edition[],
): { levelSpread: number; summary: EditionCheck } | null {
  const engineErrors: number[] = [];
  const carriedErrors: number[] = [];
  for (let k = 1; k < editions.length; k++) {
    const fitted = fitLevels(model, editions.slice(0, k));
    const last = new Map<string, PublishedIndexCell>();
    for (const edition of editions.slice(0, k))
      for (const cell of edition.cells) last.set(cellKey(cell), cell);
    for (const cell of editions[k]!.cells) {
      const predicted = predictCell(model, fitted, cell);
      if (predicted === null) continue;
      engineErrors.push(Math.abs(predicted - Math.log(cell.indexPriceCents)));
      const carried = last.get(cellKey(cell));
      if (carried)
        carriedErrors.push(Math.abs(Math.log(carried.indexPriceCents / cell.indexPriceCents)));
    }
  }
  if (engineErrors.length < 10) return null;
  const sorted = [...engineErrors].sort((a, b) => a - b);
  const q80 = sorted[Math.min(sorted.length - 1, Math.floor(0.8 * sorted.length))]!;
  return {
    levelSpread: Math.max(minimumLevelSpread, q80 / z80),
    summary: {
      editions: editions.length,
      cells: engineErrors.length,
      errorEngine: median(engineErrors),
      errorCarryForward: carriedErrors.length > 0 ? median(carriedErrors) : Number.NaN,
    },
  };
}
