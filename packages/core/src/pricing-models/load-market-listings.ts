import { and, eq } from "drizzle-orm";
import type { MarketListing, Origin } from "@faircarat/contracts";
import { type Database, inCurrentListings, tables } from "@faircarat/db";

const stones = tables.marketListings;

/**
 * Every stone of the serving market in its latest observed state, for the pricing engine; `observedOn` is the day
 * it was last seen.
 */
export async function loadMarketListings(
  db: Database,
  filter: { origin?: Origin } = {},
): Promise<MarketListing[]> {
  const rows = await db
    .select()
    .from(stones)
    .where(and(inCurrentListings(), filter.origin ? eq(stones.origin, filter.origin) : undefined))
    .orderBy(stones.id);
  return rows.map((row) => ({
    retailer: row.retailer,
    listingId: row.listingId,
    url: row.url,
    observedOn: row.lastSeenOn,
    origin: row.origin,
    shape: row.shape,
    carat: row.carat,
    color: row.color,
    clarity: row.clarity,
    cut: row.cut,
    polish: row.polish,
    symmetry: row.symmetry,
    fluorescence: row.fluorescence,
    certificateLab: row.certificateLab,
    certificateNumber: row.certificateNumber,
    depthPct: row.depthPct,
    tablePct: row.tablePct,
    growthMethod: row.growthMethod,
    treatment: row.treatment,
    lengthMm: row.lengthMm,
    widthMm: row.widthMm,
    depthMm: row.depthMm,
    crownAngle: row.crownAngle,
    pavilionAngle: row.pavilionAngle,
    crownHeightPct: row.crownHeightPct,
    pavilionDepthPct: row.pavilionDepthPct,
    girdlePct: row.girdlePct,
    culet: row.culet,
    priceCents: row.priceCents,
  }));
}
