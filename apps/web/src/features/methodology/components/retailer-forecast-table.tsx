import type { RetailerForecast } from "@faircarat/contracts/methodology";
import { formatCount, formatShare } from "@faircarat/contracts/figures";
import { TableScroller } from "@/components/table-scroller";

const share = (value: number | null) => (value === null ? "-" : formatShare(value));

/**
 * Each retailer's next index medians: the engine's typical error beside carrying the retailer's
 * last published median forward, the forecast the engine must not lose to.
 */
export function RetailerForecastTable({ forecasts }: { forecasts: readonly RetailerForecast[] }) {
  return (
    <div className="space-y-2">
      <h3 className="font-semibold text-ink">Next index edition, retailer by retailer</h3>
      <p className="text-sm text-ink-soft">
        Each retailer&apos;s median in the next edition, predicted from the editions before it,
        against its last published median carried forward (where an earlier edition had the same
        cell).
      </p>
      <TableScroller label="Next index edition by retailer">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">
            Typical error of each retailer&apos;s predicted median, the engine against its last
            median carried forward
          </caption>
          <thead className="bg-canvas text-ink">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                Retailer
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                Medians
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                Engine
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                Engine, same cells
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                Carried forward
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {forecasts.map((row) => (
              <tr key={row.retailer}>
                <th scope="row" className="px-3 py-2 font-medium text-ink">
                  {row.retailer}
                </th>
                <td className="px-3 py-2 text-right tabular-nums text-ink-soft">
                  {formatCount(row.medians)}
                </td>
                <td className="px-3 py-2 text-right tabular-nums text-ink-soft">
                  {share(row.engine)}
                </td>
                <td className="px-3 py-2 text-right tabular-nums text-ink-soft">
                  {share(row.engineWhereCarried)}
                </td>
                <td className="px-3 py-2 text-right tabular-nums text-ink-soft">
                  {share(row.carried)} ({formatCount(row.carriedMedians)})
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
    </div>
  );
}
