import type { ConstantQualityTrend } from "@faircarat/contracts";
import { constantQualitySource as source } from "@faircarat/contracts/constant-quality-texts";
import { formatDollars, formatMonth } from "@faircarat/contracts/figures";
import type { TrendPoint } from "@faircarat/contracts/trend-chart";
import { FigureTable } from "@/components/figure-table";
import { monthlyRows } from "./trend-table";

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
  const { rows, rowKey, month } = monthlyRows(trend.series);
  return (
    <FigureTable
      caption={caption}
      rows={rows}
      rowKey={rowKey}
      columns={[
        month,
        { header: "Price per carat", cell: (p) => formatDollars(p.pricePerCarat) },
        { header: "Data behind it", cell: source },
      ]}
    />
  );
}
