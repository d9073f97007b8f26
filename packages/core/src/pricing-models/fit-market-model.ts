import {
  createMarketIndex,
  fitPricingModel,
  probeModel,
  type FitOptions,
  type PricingModel,
  type ProbeOutcome,
} from "@faircarat/pricing";
import { indexRowsOf, packIndexListings } from "./index-listings";
import {
  columnsOf,
  isListingColumns,
  listingsOf,
  selectRows,
  type MarketListings,
} from "./listing-columns";

/**
 * A fit ready to store: the model, its index listings, packed, and its answers to the sanity probe.
 */
export interface FittedMarketModel {
  model: PricingModel;
  indexListings: Uint8Array;
  probe: ProbeOutcome;
}

/**
 * Seconds of CPU on the whole market: the server runs it on a worker thread (`fitInWorker`). The
 * engine reads row objects; built from columns they share every text cell (decision 041).
 */
export function fitMarketModel(listings: MarketListings, options: FitOptions): FittedMarketModel {
  const columns = isListingColumns(listings) ? listings : columnsOf(listings);
  const rows = listingsOf(columns);
  const model = fitPricingModel(rows, options);
  const indexRows = indexRowsOf(model, rows);
  const probe = probeModel(
    model,
    createMarketIndex(
      indexRows.map((row) => rows[row]!),
      model,
    ),
  );
  return { model, indexListings: packIndexListings(selectRows(columns, indexRows)), probe };
}
