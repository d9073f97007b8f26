import type { MarketImportProgress } from "./market-import-summary";
import type { IndexUrlFetchOptions } from "./read-index-url";

export interface MarketImportOptions {
  onProgress?: (progress: MarketImportProgress) => void;
  /** Stops between batches (server shutdown); the run's build is dropped, a re-import completes it. */
  signal?: AbortSignal;
  batchSize?: number;
  /**
   * Index editions (`MARKET_INDEXES`), imported in the same run: files or folders (a path that does
   * not exist imports none) and https URLs of the publisher's document.
   */
  indexes?: string | readonly string[] | undefined;
  /** How URL sources are fetched; tests only (production uses the listing pages' guard as it is). */
  fetchIndexUrls?: IndexUrlFetchOptions;
  /** The clock whose day (UTC, as the fit's) a row may not be observed after; tests pass one. */
  now?: () => Date;
}
