import type { Database } from "@faircarat/db";
import type { Logger } from "../logger";
import {
  observationOfRead,
  type ListingPageRead,
  type NotObservedReason,
} from "./observation-of-read";
import {
  OBSERVATIONS_PER_HOST_PER_DAY,
  recordMarketObservation,
} from "./record-market-observation";

export type ObservationOutcome =
  "stored" | "already_observed" | "host_cap_reached" | NotObservedReason;

export interface ListingObserverOptions {
  db: Database;
  logger: Logger;
  /** The UTC day of a read (yyyy-mm-dd). */
  today: () => string;
  perHostPerDay?: number;
  /** Each read page's outcome, for the metrics. */
  onOutcome?: (outcome: ObservationOutcome) => void;
}

/** Any listing reader whose reads carry the page, when it was read as a listing. */
type ReadListing<Listing> = (url: string) => Promise<Listing>;

/**
 * Wraps the product's listing reader (analyses by URL, the public API, tracked re-reads): each page
 * read as a listing may become a market observation, after the fetch and outside any transaction of
 * the caller's. Observing never fails or changes the read: a database error is logged and the
 * listing is returned as read. Nothing of the caller (user, analysis, typed values) reaches it.
 */
export function observeListingReads<Listing extends { pageRead?: ListingPageRead }>(
  read: ReadListing<Listing>,
  options: ListingObserverOptions,
): ReadListing<Listing> {
  return async (url) => {
    const listing = await read(url);
    if (listing.pageRead)
      await observe(listing.pageRead, options).catch((err: unknown) =>
        options.logger.warn({ err }, "market observation not stored"),
      );
    return listing;
  };
}

async function observe(pageRead: ListingPageRead, options: ListingObserverOptions): Promise<void> {
  const found = observationOfRead(pageRead);
  if (!found.ok) return options.onOutcome?.(found.reason);
  const day = options.today();
  const recorded = await recordMarketObservation(
    options.db,
    found.observation,
    day,
    options.perHostPerDay ?? OBSERVATIONS_PER_HOST_PER_DAY,
  );
  options.onOutcome?.(recorded.kind);
  // Once a day per host, then every hundredth: the count is in market_observation_quotas.refused.
  if (recorded.kind === "host_cap_reached" && recorded.refused % 100 === 1) {
    options.logger.warn(
      { host: found.observation.host, day, refused: recorded.refused },
      "market observation not stored: the host's daily cap is reached",
    );
  }
}
