import { refreshMarketFeed, runClusterJob, type Logger, type MarketImportSummary } from "@faircarat/core";
import type { Database } from "@faircarat/db";

export interface MarketRefreshOptions {
  db: Database;
  logger: Logger;
  /** Feed file or folder (MARKET_FEEDS). */
  feeds: string;
  /** 0: import on start only. */
  everyMinutes: number;
  /** Called after each completed import, e.g. to fit pricing on it. */
  onImported?: (summary: MarketImportSummary) => unknown;
}

export interface MarketRefresh {
  /** One refresh now, unless one is already going here or elsewhere in the cluster; resolves when it is done. Never rejects. */
  runNow(): Promise<void>;
  /** Clears the schedule, stops an import between batches and waits for it. */
  stop(): Promise<void>;
}

/** A claim lasts this long without renewal (renewed while the import runs): a killed process frees it this soon. */
const LEASE_SECONDS = 60;

/**
 * Imports the configured feed in the background and keeps it fresh. Every process schedules it, and
 * one of the cluster runs each slot: the `market-refresh` lease is claimed by one process at a time,
 * and a scheduled run is skipped when another process started one within the interval.
 */
export function scheduleMarketRefresh(options: MarketRefreshOptions): MarketRefresh {
  const { db, logger, feeds } = options;
  const stopping = new AbortController();
  let running: Promise<void> | null = null;
  let warnedMissing = false;

  const refresh = async () => {
    const result = await refreshMarketFeed({ db, logger }, feeds, { signal: stopping.signal });
    if (result.ok) {
      warnedMissing = false;
      await options.onImported?.(result.summary);
    } else if (result.reason === "feed_not_found") {
      if (!warnedMissing) logger.warn({ feeds }, "market feed folder not found: no market data is imported (set MARKET_FEEDS)");
      warnedMissing = true;
    } else if (result.reason !== "feed_unchanged") {
      logger.info({ feeds, reason: result.reason }, "market feed not imported this time");
    }
  };

  const run = (notWithinSeconds: number) => {
    if (stopping.signal.aborted) return Promise.resolve();
    running ??= runClusterJob(db, { name: "market-refresh", leaseSeconds: LEASE_SECONDS, notWithinSeconds, logger }, refresh)
      .then(() => undefined)
      .catch((err: unknown) => logger.error({ err, feeds }, "market feed import failed"))
      .finally(() => {
        running = null;
      });
    return running;
  };

  // A slot a little shorter than the interval, so timer drift never skips a whole one.
  const slotSeconds = options.everyMinutes * 60 * 0.9;
  const timer = options.everyMinutes > 0 ? setInterval(() => void run(slotSeconds), options.everyMinutes * 60_000) : null;
  timer?.unref();

  return {
    runNow: () => run(0),
    async stop() {
      if (timer) clearInterval(timer);
      stopping.abort();
      await running;
    },
  };
}
