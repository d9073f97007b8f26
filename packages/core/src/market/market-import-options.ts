import type { MarketImportProgress } from "./market-import-summary";

export interface MarketImportOptions {
  onProgress?: (progress: MarketImportProgress) => void;
  /** Stops between batches (server shutdown); the run's build is dropped, a re-import completes it. */
  signal?: AbortSignal;
  batchSize?: number;
  /**
   * Index editions (a file or folder, `MARKET_INDEXES`), imported in the same run; a path that does
   * not exist imports none.
   */
  indexes?: string | undefined;
  /** The clock whose day (UTC, as the fit's) a row may not be observed after; tests pass one. */
  now?: () => Date;
}
