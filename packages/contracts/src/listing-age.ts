/**
 * How old a comparable may be before the report says it may be gone. No zod: the report's pages
 * import it (decision 010).
 */
import { formatDate } from "./figures";

/** Days after which a listing seen then may have sold or been taken down. */
export const LISTING_STALE_DAYS = 60;

export const STALE_LISTING_NOTE = "may no longer be listed";

const dayNumber = (isoDay: string) =>
  Date.UTC(
    Number(isoDay.slice(0, 4)),
    Number(isoDay.slice(5, 7)) - 1,
    Number(isoDay.slice(8, 10)),
  ) / 86_400_000;

/**
 * Whether a listing seen on `observedOn` is more than 60 days older than the analysis's valuation
 * day: measured against that day, not today's, so a stored report reads the same later.
 */
export function mayNoLongerBeListed(observedOn: string, valuationDate: string): boolean {
  return dayNumber(valuationDate) - dayNumber(observedOn) > LISTING_STALE_DAYS;
}

/**
 * "seen Feb 24, 2026", then the note when the listing is that old: the parts a comparable's details
 * line joins.
 */
export function seenParts(observedOn: string, valuationDate: string | undefined): string[] {
  const seen = `seen ${formatDate(observedOn)}`;
  return valuationDate && mayNoLongerBeListed(observedOn, valuationDate)
    ? [seen, STALE_LISTING_NOTE]
    : [seen];
}
