import type { ConstantQualityTrend } from "@faircarat/contracts";
import { shapeLabel } from "@faircarat/contracts/diamond-titles";
import { formatCarat, formatCount, formatDollars, formatMonth } from "@faircarat/contracts/figures";
import type { TrendPoint } from "@faircarat/contracts/trend-chart";

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

const source = (p: ConstantQualityTrend["series"][number]) =>
  p.source === "index"
    ? `published index edition, ${formatCount(p.listings)} listings`
    : `${formatCount(p.listings)} listings`;

/** A point's tooltip. */
export function constantQualityTitle(trend: ConstantQualityTrend) {
  return (point: TrendPoint): string => {
    const p = trend.series.find((candidate) => candidate.month === point.month)!;
    return `${formatMonth(p.month)}: ${formatDollars(p.pricePerCarat)} per carat (${source(p)})`;
  };
}

/** The chart's figures, newest month first. */
export function ConstantQualityTable({
  trend,
  caption,
}: {
  trend: ConstantQualityTrend;
  caption: string;
}) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="bg-canvas text-ink">
        <tr>
          <th scope="col" className="px-3 py-2 font-semibold">
            Month
          </th>
          <th scope="col" className="px-3 py-2 text-right font-semibold">
            Price per carat
          </th>
          <th scope="col" className="px-3 py-2 text-right font-semibold">
            Data behind it
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-line">
        {[...trend.series].reverse().map((p) => (
          <tr key={p.month}>
            <th scope="row" className="whitespace-nowrap px-3 py-2 font-medium text-ink">
              {formatMonth(p.month)}
            </th>
            <td className="px-3 py-2 text-right tabular-nums text-ink-soft">
              {formatDollars(p.pricePerCarat)}
            </td>
            <td className="px-3 py-2 text-right tabular-nums text-ink-soft">{source(p)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
