import { and, asc, desc, eq, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { tables } from "@faircarat/db";
import { nowOf, type TrackingContext } from "./tracking-context";
import { recordObservation } from "./record-observation";

const t = tables.trackedDiamonds;
const a = tables.diamondAnalyses;
const p = tables.trackedPricePoints;

export interface ListingCheckOptions {
  /** A listing is read again once this long has passed since its last read. */
  everyMs: number;
  /** Pages read per run, so one run stays short and retailers see a trickle. */
  limit: number;
}

export interface ListingCheckOutcome {
  read: number;
  changed: number;
  unreadable: number;
  alerts: number;
}

/**
 * Reads again the listing pages of tracked diamonds not read for `everyMs`, through the guarded
 * fetch. A changed price adds a point (the fair value as last priced) and may alert; a blocked,
 * failed or priceless page only counts as read, and the path keeps the price last seen.
 */
export async function checkTrackedListings(
  ctx: TrackingContext,
  options: ListingCheckOptions,
): Promise<ListingCheckOutcome> {
  const outcome: ListingCheckOutcome = { read: 0, changed: 0, unreadable: 0, alerts: 0 };
  if (!ctx.extractListing) return outcome;
  const now = nowOf(ctx);
  const due = await ctx.db
    .select({ tracked: t, listingUrl: a.listingUrl })
    .from(t)
    .innerJoin(a, eq(a.id, t.analysisId))
    .where(
      and(
        isNotNull(a.listingUrl),
        or(
          isNull(t.lastListingCheckAt),
          lt(t.lastListingCheckAt, new Date(now.getTime() - options.everyMs)),
        ),
      ),
    )
    .orderBy(sql`${t.lastListingCheckAt} asc nulls first`, asc(t.id))
    .limit(options.limit);

  for (const { tracked, listingUrl } of due) {
    if (!listingUrl) continue;
    outcome.read++;
    const page = await ctx.extractListing(listingUrl).catch(() => null);
    const priceCents = page && !page.blocked ? (page.priceCents ?? null) : null;
    const checkedAt = nowOf(ctx);
    if (priceCents === null || priceCents === tracked.listedPriceCents) {
      if (priceCents === null) outcome.unreadable++;
      await ctx.db.update(t).set({ lastListingCheckAt: checkedAt }).where(eq(t.id, tracked.id));
      continue;
    }
    const [last] = await ctx.db
      .select()
      .from(p)
      .where(eq(p.trackedId, tracked.id))
      .orderBy(desc(p.observedAt), desc(p.id))
      .limit(1);
    if (!last) continue;
    outcome.changed++;
    outcome.alerts += await recordObservation(
      ctx.db,
      tracked,
      {
        source: "listing",
        observedAt: checkedAt,
        figures: {
          fairValueCents: last.fairValueCents,
          lowCents: last.lowCents,
          highCents: last.highCents,
          listedPriceCents: priceCents,
          cheapestComparableCents: last.cheapestComparableCents,
        },
      },
      { listedPriceCents: priceCents },
      { lastListingCheckAt: checkedAt },
    );
  }
  return outcome;
}
