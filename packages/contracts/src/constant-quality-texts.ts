import type { ConstantQualityTrend } from "./api-v1";
import { shapeLabel } from "./diamond-titles";
import { formatCarat, formatCount, formatDollars, formatMonth } from "./figures";
import type { TrendPoint } from "./trend-chart";

/** The words around a constant-quality trend, the same on the web and in the PDF (decision 059). */

type ConstantQualityPoint = ConstantQualityTrend["series"][number];

/** "1.5 ct G VS1 oval": the stone the series values every month. */
export function constantQualityStone({ specs }: ConstantQualityTrend): string {
  return `${formatCarat(specs.carat)} ${specs.color} ${specs.clarity} ${shapeLabel(specs.shape).toLowerCase()}`;
}

/** The series as the chart's points: a month's value per carat, and the listings behind it. */
export const constantQualityPoints = (trend: ConstantQualityTrend): TrendPoint[] =>
  trend.series.map((p) => ({
    month: p.month,
    medianPricePerCarat: p.pricePerCarat,
    observations: p.listings,
  }));

/** The one line that says what the chart measures. */
export function constantQualityNote(trend: ConstantQualityTrend): string {
  return `Constant quality: the same ${constantQualityStone(trend)} valued in each month with data, so the line moves with the market, not with which stones were listed. Months without data are gaps.`;
}

/** "Price per carat of the same 1.5 ct G VS1 oval: $1,876 in Apr 2021, $1,012 in Jul 2026, ..." */
export function describeConstantQuality(trend: ConstantQualityTrend): string {
  const subject = `Price per carat of the same lab-grown ${constantQualityStone(trend)}`;
  const first = trend.series[0];
  const last = trend.series[trend.series.length - 1];
  if (!first || !last) return `${subject}: no months with data yet.`;
  if (first === last)
    return `${subject}: ${formatDollars(last.pricePerCarat)} in ${formatMonth(last.month)}.`;
  return `${subject}: ${formatDollars(first.pricePerCarat)} in ${formatMonth(first.month)}, ${formatDollars(last.pricePerCarat)} in ${formatMonth(last.month)}, over ${trend.series.length} months with data.`;
}

/** What a month's value rests on: "1,204 listings" or "published index edition, 96 listings". */
export const constantQualitySource = (p: ConstantQualityPoint): string =>
  p.source === "index"
    ? `published index edition, ${formatCount(p.listings)} listings`
    : `${formatCount(p.listings)} listings`;
