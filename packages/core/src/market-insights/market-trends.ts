import { and, eq, gte, lt, sql } from "drizzle-orm";
import type { ApiTrends, ApiTrendsQuery } from "@faircarat/contracts";
import { tables, type Database } from "@faircarat/db";
import { DomainError } from "../errors";
import { readTrendQuery } from "./read-trend-query";

const history = tables.marketPriceHistory;
const stones = tables.marketListings;

/**
 * Median asking price per carat by month from the dated price history of lab-grown stones: each
 * month counts the prices first seen or changed in it (unchanged prices add no row).
 */
export async function marketTrends(db: Database, query: ApiTrendsQuery): Promise<ApiTrends> {
  const read = readTrendQuery(query);
  if (!read.ok) throw new DomainError("validation_failed", read.message);
  const { filter } = read;
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
        eq(stones.shape, filter.shape),
        gte(stones.carat, filter.caratMin),
        lt(stones.carat, filter.caratMax),
        filter.color ? eq(stones.color, filter.color) : undefined,
        filter.clarity ? eq(stones.clarity, filter.clarity) : undefined,
        filter.cut ? eq(stones.cut, filter.cut) : undefined,
      ),
    )
    .groupBy(month)
    .orderBy(month);
  return {
    shape: filter.shape,
    caratMin: filter.caratMin,
    caratMax: filter.caratMax,
    grades: { color: filter.color ?? null, clarity: filter.clarity ?? null, cut: filter.cut ?? null },
    basis: "Lab-grown asking prices first seen or changed in each month, US dollars per carat (carat band includes its lower bound, excludes its upper).",
    series: rows.map((row) => ({ month: row.month, medianPricePerCarat: Math.round(row.medianCentsPerCarat) / 100, observations: row.observations })),
  };
}
