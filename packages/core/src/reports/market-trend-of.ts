import { apiTrendsQuerySchema, type AnalysisResult, type ApiTrends } from "@faircarat/contracts";
import { trendBandOf } from "@faircarat/contracts/market-trend-bands";
import type { Database } from "@faircarat/db";
import type { MarketPricing } from "../analyses/market-pricing";
import { marketTrends } from "../market-insights/market-trends";
import { readTrendQuery } from "../market-insights/read-trend-query";

/**
 * The monthly series of the stone's shape and carat band, read when a report is drawn: the
 * stored analysis has no series, and the history grows after it. Null for a shape the series
 * cannot be asked for.
 */
export async function marketTrendOf(
  db: Database,
  specs: Pick<AnalysisResult["specs"], "shape" | "carat">,
  pricing?: Pick<MarketPricing, "current">,
): Promise<ApiTrends | null> {
  const band = trendBandOf(specs.carat);
  const query = apiTrendsQuerySchema.safeParse({
    shape: specs.shape,
    caratMin: band.min,
    caratMax: band.max,
  });
  return query.success && readTrendQuery(query.data).ok
    ? marketTrends(db, query.data, pricing)
    : null;
}
