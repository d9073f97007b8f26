import { refreshMarketFeed, type Logger, type MarketImportSummary } from "@faircarat/core";
import type { Database } from "@faircarat/db";

export interface MarketRefreshOptions {
  db: Database;
  logger: Logger;
  /** Feed file or folder (MARKET_FEEDS). */
  feeds: string;
  /** 0: import on start only. */
  everyMinutes: number;
  /** Called after an import that changed the market, e.g. to refit pricing. */
  onImported?: (summary: MarketImportSummary) => unknown;
}

export interface MarketRefresh {
  /** One refresh now, unless one is already going; resolves when it is done. Never rejects. */
  runNow(): Promise<void>;
  /** Clears the schedule, stops an import between batches and waits for it. */
  stop(): Promise<void>;
}

/**
 * Imports the configured feed in the background and keeps it fresh. Every process may run this: the
 * import's database lock lets one import at a time, and an unchanged feed is skipped.
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
      if (result.summary.imported + result.summary.updated > 0) await options.onImported?.(result.summary);
    } else if (result.reason === "feed_not_found") {
      if (!warnedMissing) logger.warn({ feeds }, "market feed folder not found: no market data is imported (set MARKET_FEEDS)");
      warnedMissing = true;
    } else if (result.reason !== "feed_unchanged") {
      logger.info({ feeds, reason: result.reason }, "market feed not imported this time");
    }
  };

  const runNow = () => {
    if (stopping.signal.aborted) return Promise.resolve();
    running ??= refresh()
      .catch((err: unknown) => logger.error({ err, feeds }, "market feed import failed"))
      .finally(() => {
        running = null;
      });
    return running;
  };

  const timer = options.everyMinutes > 0 ? setInterval(() => void runNow(), options.everyMinutes * 60_000) : null;
  timer?.unref();

  return {
    runNow,
    async stop() {
      if (timer) clearInterval(timer);
      stopping.abort();
      await running;
    },
  };
}
