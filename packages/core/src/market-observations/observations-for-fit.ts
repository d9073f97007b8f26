import { and, count, eq, max } from "drizzle-orm";
import { inCurrentListings, tables, type Database } from "@faircarat/db";

/**
 * The engine's snapshot window: a retailer's rows this close to its newest are its current snapshot
 * (selectCurrent).
 */
export const OBSERVED_SNAPSHOT_DAYS = 45;
/**
 * Observations a retailer needs within that window before they may stand as its snapshot on their
 * own.
 */
export const OBSERVED_SNAPSHOT_MIN = 100;

export interface ObservedDay {
  retailer: string;
  observedOn: string;
  observations: number;
  newestId: number;
}

export interface ObservationsForFit {
  /** Retailers whose observations the next fit reads. */
  retailers: string[];
  /** The newest observation of those retailers (0: none): a newer one makes a model due. */
  newestId: number;
}

const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

/**
 * Which retailers' observations enter the fit. The engine takes each retailer's newest 45 days as
 * its current snapshot and values the market as of the newest row, so a few observations dated
 * after a months-old feed would replace that retailer's thousands of feed listings and move the
 * model's data date to today. A retailer's observations therefore enter when they join its feed's
 * snapshot (its newest feed listing within 45 days of its newest observation), or when they are
 * enough to stand as a snapshot on their own (100 within 45 days). Until then they are comparables
 * only (docs/decisions/037-listing-observations.md).
 */
export function retailersEnteringFit(
  days: readonly ObservedDay[],
  feedNewest: ReadonlyMap<string, string>,
): ObservationsForFit {
  const byRetailer = new Map<string, ObservedDay[]>();
  for (const day of days)
    byRetailer.set(day.retailer, [...(byRetailer.get(day.retailer) ?? []), day]);
  const retailers: string[] = [];
  let newestId = 0;
  for (const [retailer, observed] of byRetailer) {
    const newest = observed.reduce(
      (latest, d) => (d.observedOn > latest ? d.observedOn : latest),
      "",
    );
    const feed = feedNewest.get(retailer);
    const joinsFeed = feed !== undefined && daysBetween(feed, newest) <= OBSERVED_SNAPSHOT_DAYS;
    const recent = observed
      .filter((d) => daysBetween(d.observedOn, newest) <= OBSERVED_SNAPSHOT_DAYS)
      .reduce((sum, d) => sum + d.observations, 0);
    if (!joinsFeed && recent < OBSERVED_SNAPSHOT_MIN) continue;
    retailers.push(retailer);
    newestId = Math.max(newestId, ...observed.map((d) => d.newestId));
  }
  return { retailers: retailers.sort(), newestId };
}

const observations = tables.marketObservations;
const stones = tables.marketListings;

/**
 * `retailersEnteringFit` on the stored observations (a row per retailer and day) and the feed's
 * newest lab listing per retailer.
 */
export async function observationsForFit(db: Database): Promise<ObservationsForFit> {
  const days = await db
    .select({
      retailer: observations.retailer,
      observedOn: observations.observedOn,
      observations: count(),
      newestId: max(observations.id),
    })
    .from(observations)
    .groupBy(observations.retailer, observations.observedOn);
  if (days.length === 0) return { retailers: [], newestId: 0 };
  const retailers = [...new Set(days.map((d) => d.retailer))];
  const feed = await Promise.all(
    retailers.map(async (retailer) => {
      const [row] = await db
        .select({ newest: max(stones.lastSeenOn) })
        .from(stones)
        .where(and(inCurrentListings(), eq(stones.retailer, retailer), eq(stones.origin, "lab")));
      return [retailer, row?.newest ?? null] as const;
    }),
  );
  const feedNewest = new Map(
    feed.flatMap(([retailer, newest]) => (newest ? [[retailer, newest] as const] : [])),
  );
  return retailersEnteringFit(
    days.map((d) => ({ ...d, newestId: d.newestId ?? 0 })),
    feedNewest,
  );
}
