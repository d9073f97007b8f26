import type { ApiTrends } from "@faircarat/contracts";
import {
  formatCount,
  formatDollars,
  formatEdition,
  formatMonth,
} from "@faircarat/contracts/figures";
import { FigureTable } from "@/components/figure-table";
import { INDEX_SERIES_NAME } from "./index-series";

/** The chart's figures, newest month first: what a screen reader reads instead of the picture. */
export function TrendTable({ trend, caption }: { trend: ApiTrends; caption: string }) {
  return (
    <FigureTable
      caption={caption}
      rows={[...trend.series].reverse()}
      rowKey={(p) => p.month}
      columns={[
        { header: "Month", cell: (p) => formatMonth(p.month), nowrap: true },
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
