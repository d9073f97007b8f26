import { indexSourceName, type PublishedIndexCell } from "@faircarat/pricing";
import type { ReportQuote } from "../expert-market";

const daysPerMonth = 365.25 / 12;
/** A fraction as a percent to one decimal: -0.0216 -> -2.2. */
const percent = (fraction: number) => Math.round(fraction * 1000) / 10;
const monthsBetween = (from: string, to: string) =>
  (Date.parse(to) - Date.parse(from)) / 86_400_000 / daysPerMonth;

/**
 * One move of the market between two dates of the published index (or from the listings to its
 * first edition).
 */
export interface MarketMove {
  from: string;
  to: string;
  changePercent: number;
  /** The same move spread evenly over its months. */
  monthlyPercent: number;
  /**
   * Retailers whose cells in both editions gave it (their median move); 0: the listings' trend
   * carried to the first edition.
   */
  retailers: number;
}

/**
 * How prices at the report's size moved, and how much of that its fair value carries: the answer to
 * "should I wait?".
 */
export interface TimeMoves {
  carat: number;
  listingsDate: string;
  indexDate: string | null;
  dataDate: string;
  valuationDate: string;
  /**
   * Recent monthly change of asking prices at this size (the time index over its last two years);
   * null when the history is too short.
   */
  monthlyPercent: number | null;
  /**
   * Whole months from the newest data to the valuation date, and of those the months the trend is
   * carried into the value.
   */
  monthsPastData: number;
  monthsCarried: number;
  moves: MarketMove[];
  /**
   * Lowest and highest monthly pace of the moves seen between editions (the listings' trend left
   * out).
   */
  monthlyRange: { lowPercent: number; highPercent: number } | null;
  /**
   * Lowest and highest move of one retailer's price for one spec cell from an edition to the next:
   * how far a single price strays from the market's pace.
   */
  retailerMoveRange: { lowPercent: number; highPercent: number } | null;
  indexes: { source: string; editions: string[]; newestCollectedOn: string }[];
  fairMarketValueCents: number;
}

const rangeOf = (values: number[]) =>
  values.length > 0 ? { lowPercent: Math.min(...values), highPercent: Math.max(...values) } : null;

/** A spec cell of one retailer, the same from edition to edition. */
const cellKey = (c: PublishedIndexCell) =>
  `${c.retailer}|${c.shape}|${c.color}|${c.clarity}|${c.cut}|${c.certificateLab}|${c.caratFrom}|${c.caratTo}`;

/**
 * Each published cell's move (percent) from the previous edition of its index, where it was
 * published in both.
 */
function editionToEditionMoves(cells: readonly PublishedIndexCell[]): number[] {
  const moves: number[] = [];
  for (const source of new Set(cells.map((c) => indexSourceName(c.source)))) {
    const own = cells.filter((c) => indexSourceName(c.source) === source);
    const editions = [...new Set(own.map((c) => c.edition))].sort();
    for (let k = 1; k < editions.length; k++) {
      const before = new Map(
        own.filter((c) => c.edition === editions[k - 1]).map((c) => [cellKey(c), c]),
      );
      for (const cell of own.filter((c) => c.edition === editions[k])) {
        const earlier = before.get(cellKey(cell));
        if (earlier) moves.push(percent(cell.indexPriceCents / earlier.indexPriceCents - 1));
      }
    }
  }
  return moves;
}

export function readTimeMoves({ result, model }: ReportQuote): TimeMoves {
  const { time } = result;
  const moves = (model.index.layer?.steps ?? [])
    .filter((step) => step.to > step.from)
    .map((step) => ({
      from: step.from,
      to: step.to,
      changePercent: percent(Math.expm1(step.logChange)),
      monthlyPercent: percent(Math.expm1(step.logChange / monthsBetween(step.from, step.to))),
      retailers: step.retailers,
    }));
  const seen = moves.filter((move) => move.retailers > 0).map((move) => move.monthlyPercent);
  const cellMoves = editionToEditionMoves(model.index.cells);
  return {
    carat: result.specs.carat,
    listingsDate: time.listingsDate,
    indexDate: time.indexDate,
    dataDate: time.dataDate,
    valuationDate: time.valuationDate,
    monthlyPercent: time.monthlyChange === null ? null : percent(time.monthlyChange),
    monthsPastData: Math.round(time.monthsPastData),
    monthsCarried: Math.round(time.monthsProjected),
    moves,
    monthlyRange: rangeOf(seen),
    retailerMoveRange: rangeOf(cellMoves),
    indexes: model.index.sources.map((s) => ({
      source: s.source,
      editions: s.editions,
      newestCollectedOn: s.newestCollectedOn,
    })),
    fairMarketValueCents: result.fairMarketValueCents,
  };
}
