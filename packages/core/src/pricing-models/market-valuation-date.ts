import type { PricingIndexCell, PricingListing } from "@faircarat/pricing";

/**
 * The day a fit values the market on: its newest evidence, a lab listing's last sighting or a
 * published index cell's collection day, so that a newer edition moves the model's date as a newer
 * listing file does (an index cell alone cannot be fitted: the listings carry the grade effects).
 */
export function marketValuationDate(listings: readonly PricingListing[], indexCells: readonly PricingIndexCell[], today: string): string {
  // A day after today is a typo in a feed (2099-01-01), not evidence: valued on it, every analysis
  // would be carried decades ahead. The fit ignores rows after the day it values on.
  const seen = (day: string, latest: string) => day > latest && day <= today;
  const newestListing = listings.reduce((latest, l) => (l.origin === "lab" && seen(l.observedOn, latest) ? l.observedOn : latest), "");
  if (newestListing === "") return "";
  return indexCells.reduce((latest, cell) => (cell.indexPriceCents !== null && cell.listings > 0 && seen(cell.collectedOn, latest) ? cell.collectedOn : latest), newestListing);
}
