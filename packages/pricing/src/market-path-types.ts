/**
 * The market's log level by date, in the time index's frame (0 at the listings' data date): the
 * listings' time index up to `base`, the published editions' measured moves after it, and the
 * recent trend (as far as the time-forward check carries it) past the newest edition.
 *
 * The editions take over from the listings at the listings' newest broad snapshot, not at the
 * newest listing of all: a later file from one retailer is that retailer's newest evidence, never
 * the market's move for every retailer (docs/pricing.md, "One market path").
 */
export interface MarketPath {
  /** The listings' snapshot (a time index knot) where the editions' chain starts. */
  base: string;
  /** The market's level at each edition's day, oldest first. */
  points: { date: string; level: number }[];
}
