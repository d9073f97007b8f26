import type { ApiTrends } from "@faircarat/contracts";
import type { TrendPoint } from "@faircarat/contracts/trend-chart";

/** The legend's and the table's name of the published index's editions. */
export const INDEX_SERIES_NAME = "Published index";

/** The editions as points on the chart's scale, the listings behind each as its count. */
export function indexPoints(trend: Pick<ApiTrends, "indexSeries">): TrendPoint[] {
  return trend.indexSeries.map((edition) => ({
    month: edition.month,
    medianPricePerCarat: edition.medianPricePerCarat,
    observations: edition.listings,
  }));
}
