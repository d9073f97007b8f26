import type { ConstantQualityTrend } from "@faircarat/contracts";
import { constantQualitySource as source } from "@faircarat/contracts/constant-quality-texts";
import { formatDollars, formatMonth } from "@faircarat/contracts/figures";
import type { TrendPoint } from "@faircarat/contracts/trend-chart";

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
