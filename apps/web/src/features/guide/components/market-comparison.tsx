import {
  formatDate,
  formatStatedPercent,
  formatStatedPercentRange,
  formatUsd,
} from "@faircarat/contracts/figures";
import { TableScroller } from "@/components/table-scroller";
import figures from "../lab-vs-natural-market.json";

const observed = formatDate(figures.observedOn);
const savings = figures.rows.map((row) => row.labSavingsPercent);

/** The lab-grown price row of the comparison table, from our market data. */
export const labPriceFromMarket = `${formatStatedPercentRange(Math.min(...savings), Math.max(...savings))} less than natural in our market data, depending on size (see below)`;

/** Median asking prices of matched stones from our market feed (npm run guide:market-figures). */
export function MarketComparison() {
  const caption = `Median asking prices at ${figures.retailer} on ${observed}: ${figures.shape} diamonds, ${figures.colors} color, ${figures.clarities} clarity`;
  return (
    <div className="mt-8">
      <h3 className="text-lg font-semibold text-ink">From our market data</h3>
      <p className="mt-1 max-w-2xl text-sm text-ink-soft">
        {caption}. {figures.retailer} is the retailer in our data that lists both lab-grown and
        natural stones on the same day. Its feed keeps the cheaper stones in each size, so both
        medians sit on the low side.
      </p>
      <div className="mt-4">
        <TableScroller label="Lab-grown and natural prices from our market data">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{caption}</caption>
            <thead className="bg-canvas text-ink">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Carat
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Lab-grown
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Natural
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Lab-grown costs
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {figures.rows.map((row) => (
                <tr key={row.carat}>
                  <th scope="row" className="px-4 py-3 font-semibold text-ink">
                    {row.carat}
                  </th>
                  <td className="px-4 py-3 text-ink-soft">
                    {formatUsd(row.labMedianCents)}{" "}
                    <span className="text-ink-muted">({row.labCount} stones)</span>
                  </td>
                  <td className="px-4 py-3 text-ink-soft">
                    {formatUsd(row.naturalMedianCents)}{" "}
                    <span className="text-ink-muted">({row.naturalCount} stones)</span>
                  </td>
                  <td className="px-4 py-3 font-semibold text-savings">
                    {formatStatedPercent(row.labSavingsPercent)} less
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      </div>
    </div>
  );
}
