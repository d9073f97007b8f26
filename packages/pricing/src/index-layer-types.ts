/**
 * The index layer's shapes, apart from its fitting, so the model can hold one without importing the
 * code that fits it.
 */

import type { MarketPath } from "./market-path-types";

/**
 * What the published index editions add to a model fitted on listings (docs/pricing.md, "Index
 * editions"). Every retailer's curve is moved from the listings' data date to the newest edition
 * (the anchor) by the market's move, and each retailer an index names gets a level against that:
 * its cells' prices over its curve, newest editions weighing most, with a slope in carat inside its
 * cells' range. A retailer known only from an index takes the shared curve (the listings' grade,
 * carat and shape effects) and its level.
 */
export interface IndexLayer {
  /** The newest cell's collection day: the curves are that day's prices. */
  anchorDate: string;
  /**
   * The anchor's market level in the time index's frame: every curve's move, but for the retailers
   * in `listingShifts`.
   */
  marketShift: number;
  /** The market's level by date: the listings' time index, then the editions, then the trend. */
  path: MarketPath;
  /**
   * Retailers whose own listings are newer than the path's base: each curve's move from its own
   * snapshot to the anchor.
   */
  listingShifts: { retailer: string; logShift: number }[];
  /**
   * The market's log move from the listings to the first edition (time index) and then edition to
   * edition (each retailer's median move, median over retailers).
   */
  steps: MarketStep[];
  levels: IndexLevel[];
  /**
   * Log spread of a retailer's level one month after its newest cell: the 80% error of the
   * editions' own forward check over 1.2816 (a prior where the editions are too few to check).
   */
  levelSpread: number;
  check: EditionCheck | null;
}

export interface MarketStep {
  from: string;
  to: string;
  logChange: number;
  /** Retailers whose matched cells gave the step (0: the time index's trend). */
  retailers: number;
}

export interface IndexLevel {
  retailer: string;
  /** The index is all the model knows of this retailer. */
  indexOnly: boolean;
  /** Its newest edition's mean level over its curve moved with the market. */
  level: number;
  /**
   * Its level at each carat its cells are at (log carat, ascending), its newest cell's there:
   * linear between, held beyond.
   */
  logCarats: number[];
  levels: number[];
  newestOn: string;
  /**
   * How far its level moves in a month beyond the market's move: its cells' edition-to-edition
   * moves, pooled with the layer's level spread as if that were `volatilityPrior` moves (the
   * layer's spread alone where no cell was published twice).
   */
  spread: number;
  /** Cells behind the level, and listings behind its newest edition's cells. */
  cells: number;
  newestListings: number;
}

/** The fit's own edition-forward check: each edition predicted from the ones before it. */
export interface EditionCheck {
  editions: number;
  cells: number;
  /**
   * Median absolute log error of the engine's level, and of each cell's last published value
   * carried forward.
   */
  errorEngine: number;
  errorCarryForward: number;
}
