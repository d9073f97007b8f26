import { formatPercent } from "@faircarat/contracts/figures";
import { median } from "./linear-algebra";
import type { MarketIndex } from "./market-index";
import type { PricingModel } from "./model";
import { priceDiamond } from "./price-diamond";
import type { PriceRequest } from "./types";

/**
 * A fixed set of stones every model is asked to price: the common shapes and weights buyers bring,
 * across the grades. Changing the set makes the next model's moves incomparable with the last's, so
 * it changes only with the stored model format.
 */
export const PROBE_STONES: readonly PriceRequest[] = [
  { shape: "round", carat: 0.5, cut: "Excellent", color: "G", clarity: "VS1" },
  { shape: "round", carat: 1, cut: "Excellent", color: "F", clarity: "VS1" },
  { shape: "round", carat: 1, cut: "Very Good", color: "H", clarity: "SI1" },
  { shape: "round", carat: 1.5, cut: "Ideal", color: "E", clarity: "VVS2" },
  { shape: "round", carat: 2, cut: "Excellent", color: "G", clarity: "VS2" },
  { shape: "round", carat: 3, cut: "Excellent", color: "F", clarity: "VS1" },
  { shape: "oval", carat: 1, cut: "Excellent", color: "G", clarity: "VS1" },
  { shape: "oval", carat: 2, cut: "Excellent", color: "F", clarity: "VS2" },
  { shape: "emerald", carat: 1.5, cut: "Excellent", color: "G", clarity: "VS1" },
  { shape: "cushion", carat: 2, cut: "Very Good", color: "H", clarity: "VS2" },
  { shape: "princess", carat: 1, cut: "Excellent", color: "F", clarity: "VS1" },
  { shape: "pear", carat: 1.5, cut: "Excellent", color: "E", clarity: "VS1" },
];

/**
 * USD a carat outside which a fair value is a broken model, not a price: the same bounds as a
 * listed price's (packages/market's plausible price), so nothing the data could hold is refused.
 */
export const SANE_PRICE_PER_CARAT = { min: 10, max: 1_000_000 } as const;
/**
 * An 80% range wider than this many times its fair value either way is no statement about the
 * stone.
 */
export const SANE_RANGE_FACTOR = 20;

/**
 * How far a new model's probe values may move from the last released model's before it is held
 * back for an operator: the market's own monthly moves were -1.7% to -7.9% (docs/pricing.md), single
 * retailers' 20-50%; a typical probe moving by half, any one by 3x, or one retailer's usual price
 * by 2x is a data fault until an operator says otherwise.
 */
export const PROBE_MOVE_BOUNDS = { median: 0.5, largest: 2, retailer: 1 } as const;

export interface ValuationFigures {
  fairMarketValueCents: number;
  lowCents: number;
  highCents: number;
}

/** Why a valuation cannot be a sane answer for a stone of `carat`, or null when it can. */
export function insaneValuation(value: ValuationFigures, carat: number): string | null {
  const { fairMarketValueCents: fair, lowCents: low, highCents: high } = value;
  if (![fair, low, high].every(Number.isFinite)) return "not_a_number";
  const perCarat = fair / 100 / carat;
  if (perCarat < SANE_PRICE_PER_CARAT.min || perCarat > SANE_PRICE_PER_CARAT.max)
    return "fair_value_out_of_bounds";
  if (
    low > fair ||
    high < fair ||
    high > fair * SANE_RANGE_FACTOR ||
    low * SANE_RANGE_FACTOR < fair
  )
    return "range_out_of_bounds";
  return null;
}

/**
 * The model's fair value (cents) of each probe stone at its own valuation date, in `PROBE_STONES`
 * order.
 */
export interface ProbeOutcome {
  fairValuesCents: number[];
  /**
   * Each retailer's usual price of the retailer probe stone (`RETAILER_PROBE_STONE`), where the
   * model has one: a move of one retailer's level shows here, diluted in no market-wide median.
   */
  retailerUsualCents: Record<string, number>;
  /** Each probe stone the model cannot value sanely: its index and why. */
  failures: { probe: number; reason: string }[];
}

/**
 * Values the probe stones at `valuationDate` (default: the model's own), as analyses value a stone.
 */
export function probeModel(
  model: PricingModel,
  index: MarketIndex,
  stones: readonly PriceRequest[] = PROBE_STONES,
  valuationDate?: string,
): ProbeOutcome {
  const fairValuesCents: number[] = [];
  const failures: ProbeOutcome["failures"] = [];
  stones.forEach((stone, probe) => {
    try {
      const priced = priceDiamond(
        model,
        index,
        valuationDate ? { ...stone, valuationDate } : stone,
        { comparables: 0 },
      );
      fairValuesCents.push(priced.fairMarketValueCents);
      const reason = insaneValuation(priced, stone.carat);
      if (reason) failures.push({ probe, reason });
    } catch (error) {
      fairValuesCents.push(Number.NaN);
      failures.push({
        probe,
        reason: `threw: ${error instanceof Error ? error.message : String(error)}`.slice(0, 200),
      });
    }
  });
  return {
    fairValuesCents,
    failures,
    retailerUsualCents: probeRetailers(model, index, valuationDate),
  };
}

/** The stone each retailer's level is probed with: a 1 ct F VS1 round, the market's commonest. */
export const RETAILER_PROBE_STONE: PriceRequest = PROBE_STONES[1]!;

function probeRetailers(
  model: PricingModel,
  index: MarketIndex,
  valuationDate: string | undefined,
): Record<string, number> {
  const usual: Record<string, number> = {};
  for (const { retailer } of model.retailers) {
    try {
      const priced = priceDiamond(
        model,
        index,
        { ...RETAILER_PROBE_STONE, retailer, ...(valuationDate ? { valuationDate } : {}) },
        { comparables: 0 },
      );
      const cents = priced.retailerContext?.usualCents;
      if (cents !== undefined && Number.isFinite(cents) && cents > 0) usual[retailer] = cents;
    } catch {
      // A retailer the model cannot price is no evidence of a move; the market-wide probe judges.
    }
  }
  return usual;
}

/**
 * Retailers whose usual price of the probe stone moved past the bound between two models (both
 * known to each), largest move first.
 */
export function retailerMoves(
  before: Readonly<Record<string, number>>,
  after: Readonly<Record<string, number>>,
): { retailer: string; move: number }[] {
  return Object.entries(after)
    .flatMap(([retailer, cents]) => {
      const old = before[retailer];
      if (old === undefined) return [];
      return [{ retailer, move: Math.expm1(Math.abs(Math.log(cents / old))) }];
    })
    .filter(({ move }) => !(move <= PROBE_MOVE_BOUNDS.retailer))
    .sort((a, b) => b.move - a.move);
}

export interface ProbeMove {
  /** Median over the probes of |ln(new / old)|, as a factor minus one (0.1 = 10%). */
  median: number;
  largest: number;
}

/** How far the probe values moved from `before` to `after` (both in `PROBE_STONES` order). */
export function probeMove(before: readonly number[], after: readonly number[]): ProbeMove {
  const moves = before.map((old, i) => Math.abs(Math.log((after[i] ?? Number.NaN) / old)));
  if (moves.length === 0 || moves.some(Number.isNaN))
    return { median: Number.NaN, largest: Number.NaN };
  return { median: Math.expm1(median(moves)), largest: Math.expm1(Math.max(...moves)) };
}

/** Why a model whose probe moved this far must not replace the serving one, or null when it may. */
export function moveHoldsBack(move: ProbeMove): string | null {
  if (!(move.median <= PROBE_MOVE_BOUNDS.median))
    return `typical probe value moved ${formatPercent(move.median)} (bound ${formatPercent(PROBE_MOVE_BOUNDS.median)})`;
  if (!(move.largest <= PROBE_MOVE_BOUNDS.largest))
    return `a probe value moved ${formatPercent(move.largest)} (bound ${formatPercent(PROBE_MOVE_BOUNDS.largest)})`;
  return null;
}
