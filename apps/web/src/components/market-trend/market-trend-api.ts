import type { ApiTrends } from "@faircarat/contracts";
import { marketTrendsPath, type CaratBand } from "@faircarat/contracts/market-trend-bands";
import { apiRequest } from "@/lib/api-client";

const schema = () => import("@faircarat/contracts/api-v1").then((m) => m.apiTrendsSchema);

export const marketTrendKey = (shape: string, band: CaratBand) =>
  ["market-trend", shape, band.min, band.max] as const;

/** The monthly median price per carat of a shape and carat band; public, no account needed. */
export function fetchMarketTrend(
  shape: string,
  band: CaratBand,
  signal?: AbortSignal,
): Promise<ApiTrends> {
  return apiRequest(marketTrendsPath(shape, band), { schema, signal });
}

/** The series change only at market imports. */
const STALE_MS = 15 * 60_000;

/** The query of a shape and band's series, for the panel and for fetching it ahead of it. */
export const marketTrendQuery = (shape: string, band: CaratBand) => ({
  queryKey: marketTrendKey(shape, band),
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchMarketTrend(shape, band, signal),
  staleTime: STALE_MS,
});
