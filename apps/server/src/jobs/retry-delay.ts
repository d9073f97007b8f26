/**
 * The first retry of a failed market refresh: soon enough that a restarted database costs well
 * under a minute of analyses.
 */
export const FIRST_RETRY_MS = 15_000;
/**
 * With MARKET_REFRESH_MINUTES=0 there is no interval to cap the backoff at: retries still go on,
 * this far apart at most.
 */
export const RETRY_CAP_WITHOUT_SCHEDULE_MS = 15 * 60_000;

/**
 * Milliseconds before the retry after `failures` failures in a row: the first delay, doubling each
 * time, never past the cap.
 */
export function retryDelayMs(failures: number, capMs: number, firstMs = FIRST_RETRY_MS): number {
  return Math.min(capMs, firstMs * 2 ** Math.max(0, failures - 1));
}

/**
 * The cap of the backoff: the refresh interval, or RETRY_CAP_WITHOUT_SCHEDULE_MS when refreshes run
 * on start only.
 */
export function retryCapMs(everyMinutes: number): number {
  return everyMinutes > 0 ? everyMinutes * 60_000 : RETRY_CAP_WITHOUT_SCHEDULE_MS;
}
