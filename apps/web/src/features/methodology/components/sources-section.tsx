import type { EvaluationSources } from "@faircarat/contracts/methodology";
import { FigureTable } from "@/components/figure-table";
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
        <FigureTable
          caption="Listings by retailer, with the newest day each retailer's listings were seen"
          rows={sources.listings}
          rowKey={(row) => row.retailer}
          columns={[
            { header: "Retailer", cell: (row) => row.retailer },
            { header: "Listings", cell: (row) => formatCount(row.listings) },
            { header: "Newest listing", cell: (row) => formatDate(row.newestDay), nowrap: true },
          ]}
        />
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
