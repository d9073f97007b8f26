import type { RetailerForecast } from "@faircarat/contracts/methodology";
import { formatCount, formatShare } from "@faircarat/contracts/figures";
import { FigureTable } from "@/components/figure-table";
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
        <FigureTable
          caption="Typical error of each retailer's predicted median, the engine against its last median carried forward"
          rows={forecasts}
          rowKey={(row) => row.retailer}
          columns={[
            { header: "Retailer", cell: (row) => row.retailer },
            { header: "Medians", cell: (row) => formatCount(row.medians) },
            { header: "Engine", cell: (row) => share(row.engine) },
            { header: "Engine, same cells", cell: (row) => share(row.engineWhereCarried) },
            {
              header: "Carried forward",
              cell: (row) => `${share(row.carried)} (${formatCount(row.carriedMedians)})`,
            },
          ]}
        />
      </TableScroller>
    </div>
  );
}
