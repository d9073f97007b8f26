import type { ApiTrends } from "@faircarat/contracts";
import {
  formatCount,
  formatDollars,
  formatEdition,
  formatMonth,
} from "@faircarat/contracts/figures";
import { INDEX_SERIES_NAME } from "./index-series";

/** The chart's figures, newest month first: what a screen reader reads instead of the picture. */
export function TrendTable({ trend, caption }: { trend: ApiTrends; caption: string }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="bg-canvas text-ink">
        <tr>
          <th scope="col" className="px-3 py-2 font-semibold">
            Month
          </th>
          <th scope="col" className="px-3 py-2 text-right font-semibold">
            Median price per carat
          </th>
          <th scope="col" className="px-3 py-2 text-right font-semibold">
            Prices counted
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
              {formatDollars(p.medianPricePerCarat)}
            </td>
            <td className="px-3 py-2 text-right tabular-nums text-ink-soft">
              {formatCount(p.observations)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The published index's editions, newest first: the second series' figures. */
export function IndexTrendTable({ trend, caption }: { trend: ApiTrends; caption: string }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="bg-canvas text-ink">
        <tr>
          <th scope="col" className="px-3 py-2 font-semibold">
            {INDEX_SERIES_NAME} edition
          </th>
          <th scope="col" className="px-3 py-2 text-right font-semibold">
            Median price per carat
          </th>
          <th scope="col" className="px-3 py-2 text-right font-semibold">
            Listings behind it
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-line">
        {[...trend.indexSeries].reverse().map((edition) => (
          <tr key={edition.edition}>
            <th scope="row" className="whitespace-nowrap px-3 py-2 font-medium text-ink">
              {formatEdition(edition.edition)}
            </th>
            <td className="px-3 py-2 text-right tabular-nums text-ink-soft">
              {formatDollars(edition.medianPricePerCarat)}
            </td>
            <td className="px-3 py-2 text-right tabular-nums text-ink-soft">
              {formatCount(edition.listings)} at {edition.retailers}{" "}
              {edition.retailers === 1 ? "retailer" : "retailers"}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
