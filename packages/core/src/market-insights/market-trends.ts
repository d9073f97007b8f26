import { and, eq, gte, lt, sql } from "drizzle-orm";
import type { ApiTrends, ApiTrendsQuery } from "@faircarat/contracts";
import { tables, type Database } from "@faircarat/db";

const history = tables.marketPriceHistory;
const stones = tables.marketListings;

/**
 * Median asking price per carat by month from the dated price history of lab-grown stones: each
 * month counts the prices first seen or changed in it (unchanged prices add no row).
 */
export async function marketTrends(db: Database, query: ApiTrendsQuery): Promise<ApiTrends> {
  const month = sql<string>`to_char(${history.observedOn}::date, 'YYYY-MM')`;
  const rows = await db
    .select({
      month,
      medianCentsPerCarat: sql<number>`percentile_cont(0.5) within group (order by ${history.priceCents} / ${stones.carat})`.mapWith(Number),
      observations: sql<number>`count(*)`.mapWith(Number),
    })
    .from(history)
    .innerJoin(stones, eq(stones.id, history.listingId))
    .where(
      and(
        eq(stones.origin, "lab"),
        eq(stones.shape, query.shape),
        gte(stones.carat, query.caratMin),
        lt(stones.carat, query.caratMax),
        query.color ? eq(stones.color, query.color) : undefined,
        query.clarity ? eq(stones.clarity, query.clarity) : undefined,
        query.cut ? eq(stones.cut, query.cut) : undefined,
      ),
    )
    .groupBy(month)
    .orderBy(month);
  return {
    shape: query.shape,
    caratMin: query.caratMin,
    caratMax: query.caratMax,
    grades: { color: query.color ?? null, clarity: query.clarity ?? null, cut: query.cut ?? null },
    basis: "Lab-grown asking prices first seen or changed in each month, US dollars per carat (carat band includes its lower bound, excludes its upper).",
    series: rows.map((row) => ({ month: row.month, medianPricePerCarat: Math.round(row.medianCentsPerCarat) / 100, observations: row.observations })),
  };
}
