import type { EvaluationSources } from "@faircarat/contracts/methodology";
import { TableScroller } from "@/components/table-scroller";
import { formatCount, formatDate, formatEdition } from "@faircarat/contracts/figures";

/**
 * "rings.com/pages/lab-grown-diamond-price-index": the publication without its scheme, as text (not
 * a link).
 */
function publication(source: string): string {
  return source.replace(/^https?:\/\/(www\.)?/, "");
}

/**
 * Each retailer's listings and each published index, with the newest day the evaluation stood on.
 */
export function SourcesSection({
  sources,
  dataDate,
}: {
  sources: EvaluationSources;
  dataDate: string;
}) {
  return (
    <section aria-labelledby="sources-title" className="space-y-4">
      <h2 id="sources-title" className="text-xl font-semibold text-ink">
        The market data and their dates
      </h2>
      <p className="leading-relaxed text-ink-soft">
        Listings from retailers&apos; feeds, each dated the day it was seen; the newest is of{" "}
        {formatDate(dataDate)}. A retailer&apos;s older listings are moved to that day along the
        measured trend before they count.
      </p>
      <TableScroller label="Listings by retailer">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">
            Listings by retailer, with the newest day each retailer&apos;s listings were seen
          </caption>
          <thead className="bg-canvas text-ink">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                Retailer
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                Listings
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                Newest listing
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {sources.listings.map((row) => (
              <tr key={row.retailer}>
                <th scope="row" className="px-3 py-2 font-medium text-ink">
                  {row.retailer}
                </th>
                <td className="px-3 py-2 text-right tabular-nums text-ink-soft">
                  {formatCount(row.listings)}
                </td>
                <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums text-ink-soft">
                  {formatDate(row.newestDay)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
      {sources.indexes.length > 0 ? (
        <div className="space-y-2">
          <h3 className="font-semibold text-ink">Published price indexes</h3>
          <p className="text-sm leading-relaxed text-ink-soft">
            Monthly editions of retailers&apos; median asking prices for one spec. They give a level
            to each retailer they name, and show how the market moved after the newest listing.
          </p>
          <ul className="space-y-2 text-sm text-ink-soft">
            {sources.indexes.map((index) => (
              <li key={index.source} className="rounded-card border border-line p-3">
                <p className="break-words font-medium text-ink">{publication(index.source)}</p>
                <p className="mt-1">
                  Editions of {index.editions.map((edition) => formatEdition(edition)).join(", ")};
                  the newest collected on {formatDate(index.newestCollectedOn)}. Each gives
                  retailers&apos; median asking prices for one spec: {index.retailers.join(", ")}.
                </p>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
