import { evenSample } from "./even-sample";
import { logPriceAtDataDate } from "./market-curves";
import type { IntervalCalibration, PricingModel } from "./model";
import { monotoneListingInterval } from "./monotone-fair-value";
import { cellKey } from "./stone-cells";
import type { PricingListing } from "./types";
import { specsOfListing } from "./typical-grades";

// The tracked retailers' range is a pair of quantiles of their mixture. Each retailer's spread is
// its spread over all its stones, wider than like stones vary, and the isotonic ends move with the
// votes, so the 10th and 90th percentiles held 87% of held-out cells' listings: the tail share is
// set on the range as a report states it, where three or more retailers list like stones.

/**
 * Listings of one retailer in one cell the range is set on, so one retailer's thousands do not
 * outweigh the rest.
 */
const listingsPerCellRetailer = 10;
/** Fewer listings than this say too little: the range stays at the 10th and 90th percentiles. */
const minimumListings = 50;
/**
 * Tail shares searched (each step builds one curve pair per set of grades: 111 of them in the
 * feed); 5 halvings leave 0.006.
 */
const widestTail = 0.05;
const narrowestTail = 0.25;
const bisections = 5;

/** The listings of cells three or more retailers list, at most 10 of each retailer in each cell. */
export function trackedRangeListings(recentRows: readonly PricingListing[]): PricingListing[] {
  const cells = new Map<string, Map<string, PricingListing[]>>();
  for (const l of recentRows) {
    const key = cellKey(l);
    const cell = cells.get(key) ?? cells.set(key, new Map()).get(key)!;
    const own = cell.get(l.retailer);
    if (own) own.push(l);
    else cell.set(l.retailer, [l]);
  }
  return [...cells.values()]
    .filter((cell) => cell.size >= 3)
    .flatMap((cell) =>
      [...cell.values()].flatMap((own) => evenSample(own, listingsPerCellRetailer)),
    );
}

/**
 * The tail share each end of the tracked range leaves out so that 80% of `listings` (priced at the
 * data date) fall inside it.
 */
export function calibrateTrackedTail(
  model: PricingModel,
  listings: readonly PricingListing[],
): Pick<IntervalCalibration, "trackedTail" | "trackedCases"> {
  if (listings.length < minimumListings) return { trackedTail: 0.1, trackedCases: listings.length };
  // Its own object: the curves tried here are cached apart from the served model's.
  const probe: PricingModel = { ...model, interval: { ...model.interval } };
  const coverageAt = (tail: number) => {
    probe.interval.trackedTail = tail;
    const inside = listings.filter((l) => {
      const { lowLog, highLog } = monotoneListingInterval(
        probe,
        specsOfListing(l),
        model.dataDate,
        { standIn: false, scope: "tracked-retailers" },
      );
      const logPrice = logPriceAtDataDate(model, l);
      return lowLog <= logPrice && logPrice <= highLog;
    });
    return inside.length / listings.length;
  };
  let wide = widestTail;
  let narrow = narrowestTail;
  for (let i = 0; i < bisections; i++) {
    const mid = (wide + narrow) / 2;
    if (coverageAt(mid) >= 0.8) wide = mid;
    else narrow = mid;
  }
  return { trackedTail: wide, trackedCases: listings.length };
}
