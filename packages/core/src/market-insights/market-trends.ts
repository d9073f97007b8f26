import { and, eq, gte, lt, sql } from "drizzle-orm";
import type { ApiTrends, ApiTrendsQuery } from "@faircarat/contracts";
import { inCurrentListings, tables, type Database } from "@faircarat/db";
import type { MarketPricing } from "../analyses/market-pricing";
import { DomainError } from "../errors";
import { constantQualityTrend } from "./constant-quality-trend";
import { indexTrend } from "./index-trend";
import { readTrendQuery } from "./read-trend-query";

const history = tables.marketPriceHistory;
const stones = tables.marketListings;

/**
 * Median asking price per carat by month from the dated price history of lab-grown stones: each
 * month counts the prices first seen or changed in it (unchanged prices add no row). With the
 * pricing model, the published index editions of the band are a second series; every source is
 * named with its newest day; the constant-quality series values one stone of the band month by month.
 */
export async function marketTrends(
  db: Database,
  query: ApiTrendsQuery,
  pricing?: Pick<MarketPricing, "current">,
): Promise<ApiTrends> {
  const read = readTrendQuery(query);
  if (!read.ok) throw new DomainError("validation_failed", read.message);
  const { filter } = read;
  const month = sql<string>`to_char(${history.observedOn}::date, 'YYYY-MM')`;
  const inSeries = and(
    inCurrentListings(),
    eq(stones.origin, "lab"),
    eq(stones.shape, filter.shape),
    gte(stones.carat, filter.caratMin),
    lt(stones.carat, filter.caratMax),
    filter.color ? eq(stones.color, filter.color) : undefined,
    filter.clarity ? eq(stones.clarity, filter.clarity) : undefined,
    filter.cut ? eq(stones.cut, filter.cut) : undefined,
  );
  const [rows, retailers] = await Promise.all([
    db
      .select({
        month,
        medianCentsPerCarat:
          sql<number>`percentile_cont(0.5) within group (order by ${history.priceCents} / ${stones.carat})`.mapWith(
            Number,
          ),
        observations: sql<number>`count(*)`.mapWith(Number),
      })
      .from(history)
      .innerJoin(stones, eq(stones.id, history.listingId))
      .where(inSeries)
      .groupBy(month)
      .orderBy(month),
    db
      .select({
        retailer: stones.retailer,
        newestDate: sql<string>`max(${history.observedOn})::text`,
      })
      .from(history)
      .innerJoin(stones, eq(stones.id, history.listingId))
      .where(inSeries)
      .groupBy(stones.retailer)
      .orderBy(stones.retailer),
  ]);
  const model = pricing?.current()?.model;
  // A model stored before indexes were a source has no index part.
  const index = indexTrend(model?.index?.cells ?? [], filter);
  return {
    shape: filter.shape,
    caratMin: filter.caratMin,
    caratMax: filter.caratMax,
    grades: {
      color: filter.color ?? null,
      clarity: filter.clarity ?? null,
      cut: filter.cut ?? null,
    },
    basis:
      "Lab-grown asking prices first seen or changed in each month, US dollars per carat (carat band includes its lower bound, excludes its upper).",
    series: rows.map((row) => ({
      month: row.month,
      medianPricePerCarat: Math.round(row.medianCentsPerCarat) / 100,
      observations: row.observations,
    })),
    indexSeries: index.indexSeries,
    indexBasis: index.indexBasis,
    sources: [
      ...retailers.map(({ retailer, newestDate }) => ({
        kind: "listings" as const,
        name: retailer,
        newestDate,
      })),
      ...index.sources,
    ],
    ...(model ? { constantQuality: constantQualityTrend(model, filter) } : {}),
  };
}
