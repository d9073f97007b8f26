import type { ConstantQualityTrend } from "@faircarat/contracts";
import { constantQualitySource as source } from "@faircarat/contracts/constant-quality-texts";
import { formatDollars, formatMonth } from "@faircarat/contracts/figures";
import type { TrendPoint } from "@faircarat/contracts/trend-chart";
import { FigureTable } from "@/components/figure-table";

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
    <FigureTable
      caption={caption}
      rows={[...trend.series].reverse()}
      rowKey={(p) => p.month}
      columns={[
        { header: "Month", cell: (p) => formatMonth(p.month), nowrap: true },
        { header: "Price per carat", cell: (p) => formatDollars(p.pricePerCarat) },
        { header: "Data behind it", cell: source },
      ]}
    />
  );
}
