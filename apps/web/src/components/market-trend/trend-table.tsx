import type { ApiTrends } from "@faircarat/contracts";
import {
  formatCount,
  formatDollars,
  formatEdition,
  formatMonth,
} from "@faircarat/contracts/figures";
import { FigureTable } from "@/components/figure-table";
import { INDEX_SERIES_NAME } from "./index-series";

/** A monthly series as a figure table's rows, newest month first, with its month column. */
export function monthlyRows<Point extends { month: string }>(series: readonly Point[]) {
  return {
    rows: [...series].reverse(),
    rowKey: (p: Point) => p.month,
    month: { header: "Month", cell: (p: Point) => formatMonth(p.month), nowrap: true },
  };
}

/** The chart's figures, newest month first: what a screen reader reads instead of the picture. */
export function TrendTable({ trend, caption }: { trend: ApiTrends; caption: string }) {
  const { rows, rowKey, month } = monthlyRows(trend.series);
  return (
    <FigureTable
      caption={caption}
      rows={rows}
      rowKey={rowKey}
      columns={[
        month,
        { header: "Median price per carat", cell: (p) => formatDollars(p.medianPricePerCarat) },
        { header: "Prices counted", cell: (p) => formatCount(p.observations) },
      ]}
    />
  );
}

/** The published index's editions, newest first: the second series' figures. */
export function IndexTrendTable({ trend, caption }: { trend: ApiTrends; caption: string }) {
  return (
    <FigureTable
      caption={caption}
      rows={[...trend.indexSeries].reverse()}
      rowKey={(edition) => edition.edition}
      columns={[
        {
          header: `${INDEX_SERIES_NAME} edition`,
          cell: (edition) => formatEdition(edition.edition),
          nowrap: true,
        },
        {
          header: "Median price per carat",
          cell: (edition) => formatDollars(edition.medianPricePerCarat),
        },
        {
          header: "Listings behind it",
          cell: (edition) =>
            `${formatCount(edition.listings)} at ${edition.retailers} ${edition.retailers === 1 ? "retailer" : "retailers"}`,
        },
      ]}
    />
  );
}
