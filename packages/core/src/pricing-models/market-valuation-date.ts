import type { PricingIndexCell } from "@faircarat/pricing";
import { isListingColumns, type MarketListings } from "./listing-columns";

/** Each lab listing's day; on columns, each distinct day of a lab listing once. */
function labDays(listings: MarketListings): Iterable<string> {
  if (!isListingColumns(listings))
    return listings.filter((l) => l.origin === "lab").map((l) => l.observedOn);
  const { origin, observedOn } = listings.text;
  const days = new Set<string>();
  for (let row = 0; row < listings.length; row++)
    if (origin.values[origin.codes[row]!] === "lab")
      days.add(observedOn.values[observedOn.codes[row]!]!);
  return days;
}

/**
 * The day a fit values the market on: its newest evidence, a lab listing's last sighting or a
 * published index cell's collection day, so that a newer edition moves the model's date as a newer
 * listing file does (an index cell alone cannot be fitted: the listings carry the grade effects).
 */
export function marketValuationDate(
  listings: MarketListings,
  indexCells: readonly PricingIndexCell[],
  today: string,
): string {
  // A day after today is a typo in a feed (2099-01-01), not evidence: valued on it, every analysis
  // would be carried decades ahead. The fit ignores rows after the day it values on.
  const seen = (day: string, latest: string) => day > latest && day <= today;
  let newestListing = "";
  for (const day of labDays(listings)) if (seen(day, newestListing)) newestListing = day;
  if (newestListing === "") return "";
  return indexCells.reduce(
    (latest, cell) =>
      cell.indexPriceCents !== null && cell.listings > 0 && seen(cell.collectedOn, latest)
        ? cell.collectedOn
        : latest,
    newestListing,
  );
}
