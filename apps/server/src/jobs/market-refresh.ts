import {
  databaseAnswers,
  describeProblems,
  MarketImportFailedError,
  refreshMarketFeed,
  runClusterJob,
  type Logger,
  type MarketImportSummary,
} from "@faircarat/core";
import type { Database } from "@faircarat/db";
import { retryCapMs, retryDelayMs } from "./retry-delay";

export interface MarketRefreshOptions {
  db: Database;
  logger: Logger;
  /** Feed file or folder (MARKET_FEEDS). */
  feeds: string;
  /**
   * Index editions (MARKET_INDEXES): files, folders and the publisher's document URLs, imported in
   * the same run; absent, none.
   */
  indexes?: string | readonly string[] | undefined;
  /** 0: import on start only (failures are still retried). */
  everyMinutes: number;
  /** Called after each completed import that changed the market. */
  onImported?: (summary: MarketImportSummary) => unknown;
  /**
   * Brings pricing up to date with the newest completed import (fits when due): resolves false when
   * that failed, so the refresh is retried like a failed import.
   */
  syncPricing?: () => Promise<boolean>;
  /**
   * After each refresh, whatever became of it (e.g. to reload what readiness and /metrics show).
   */
  onSettled?: () => unknown;
  /** The backoff's first delay (tests shorten it); the cap is the refresh interval. */
  firstRetryMs?: number;
}

export interface MarketRefresh {
  /**
   * One refresh now, unless one is already going here or elsewhere in the cluster; resolves when it
   * is done. Never rejects.
   */
  runNow(): Promise<void>;
  /** When the retry of a failed refresh is due (epoch ms), or null when none is. */
  retryDueAt(): number | null;
  /** Clears the schedule and any retry, stops an import between batches and waits for it. */
  stop(): Promise<void>;
}

/**
 * A claim lasts this long without renewal (renewed while the import runs): a killed process frees
 * it this soon.
 */
const LEASE_SECONDS = 60;

/**
 * While the database does not answer after a failed refresh, it is asked this often (and given this
 * long to answer); the retry runs as soon as it answers.
 */
const DATABASE_PROBE_MS = 1_000;

type Outcome = "done" | "failed" | "stopped";
type PendingRetry = { timer: NodeJS.Timeout; dueAt: number };

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * Imports the configured feed and index editions in the background and keeps them fresh. Every
 * process schedules it, and one of the cluster runs each slot: the `market-refresh` lease is
 * claimed by one process at a time, and a scheduled run is skipped when another process started one
 * within the interval. A refresh that failed (the database went away, a file could not be read, the
 * fit failed) is retried after 15 s, 30 s, 60 s ..., at most the interval apart, until one
 * completes; when the database had gone away, as soon as it answers again.
 */
export function scheduleMarketRefresh(options: MarketRefreshOptions): MarketRefresh {
  const { db, logger, feeds, indexes } = options;
  const stopping = new AbortController();
  let running: Promise<void> | null = null;
  let warnedMissing = false;
  let failures = 0;
  let retry: PendingRetry | null = null;

  const refresh = async (): Promise<Outcome> => {
    const result = await refreshMarketFeed({ db, logger }, feeds, {
      signal: stopping.signal,
      indexes,
    });
    if (result.ok) {
      warnedMissing = false;
      await options.onImported?.(result.summary);
    } else if (result.reason === "aborted") {
      return "stopped";
    } else if (result.reason === "feed_not_found") {
      if (!warnedMissing)
        logger.warn(
          { feeds },
          "market feed folder not found: no market data is imported (set MARKET_FEEDS)",
        );
      warnedMissing = true;
      return "done";
    } else if (result.reason === "import_running") {
      logger.info(
        { feeds },
        "another process is importing the market feed: this one looks again later",
      );
      return "failed";
    }
    if (options.syncPricing && !(await options.syncPricing())) {
      logger.error(
        { feeds },
        "pricing was not brought up to date with the market import (the model in use stays)",
      );
      return "failed";
    }
    return "done";
  };

  const settle = (outcome: Outcome) => {
    if (retry) clearTimeout(retry.timer);
    retry = null;
    if (outcome === "done") failures = 0;
    if (outcome !== "failed" || stopping.signal.aborted) return;
    failures += 1;
    const delay = retryDelayMs(failures, retryCapMs(options.everyMinutes), options.firstRetryMs);
    const timer = setTimeout(() => void run(0), delay);
    timer.unref();
    retry = { timer, dueAt: Date.now() + delay };
    logger.info(
      { feeds, failures, retryInSeconds: delay / 1000 },
      `market refresh failed ${failures} time(s) in a row: retrying in ${delay / 1000} s`,
    );
    void retryWhenDatabaseReturns(retry);
  };

  /**
   * A restarted database is back in seconds, while the backoff has grown with every try made during
   * the restart (test:faults: 65.5 s from its return to the first analysis on a loaded machine). So
   * a database that does not answer is asked again every DATABASE_PROBE_MS, and the retry runs as
   * soon as it answers. One that answers at once (a bad file, a stall) leaves the backoff as it is.
   */
  const retryWhenDatabaseReturns = async (pending: PendingRetry) => {
    let away = false;
    while (retry === pending && !stopping.signal.aborted) {
      if (await databaseAnswers(db, DATABASE_PROBE_MS)) {
        if (away && retry === pending && !stopping.signal.aborted) {
          logger.info({ feeds }, "the database answers again: retrying the market refresh now");
          clearTimeout(pending.timer);
          pending.dueAt = Date.now();
          void run(0);
        }
        return;
      }
      away = true;
      await pause(DATABASE_PROBE_MS);
    }
  };

  const run = (notWithinSeconds: number) => {
    if (stopping.signal.aborted) return Promise.resolve();
    running ??= runClusterJob(
      db,
      { name: "market-refresh", leaseSeconds: LEASE_SECONDS, notWithinSeconds, logger },
      refresh,
    )
      // Not claimed: another process has this slot; a retry of ours stays due until a refresh
      // completes.
      .then((job) => (job.ran ? job.value : failures > 0 ? "failed" : "done"))
      .catch((err: unknown): Outcome => {
        const problems = err instanceof MarketImportFailedError ? err.problems : undefined;
        logger.error(
          { err, feeds, indexes, problems },
          `market feed import failed${problems ? `: ${describeProblems(problems)}` : ""} (the model in use stays)`,
        );
        return "failed";
      })
      .then(async (outcome) => {
        settle(outcome);
        await Promise.resolve(options.onSettled?.()).catch((err: unknown) =>
          logger.warn({ err }, "after the market refresh"),
        );
      })
      .finally(() => {
        running = null;
      });
    return running;
  };

  // A slot a little shorter than the interval, so timer drift never skips a whole one.
  const slotSeconds = options.everyMinutes * 60 * 0.9;
  const timer =
    options.everyMinutes > 0
      ? setInterval(() => void run(slotSeconds), options.everyMinutes * 60_000)
      : null;
  timer?.unref();

  return {
    runNow: () => run(0),
    retryDueAt: () => retry?.dueAt ?? null,
    async stop() {
      if (timer) clearInterval(timer);
      stopping.abort();
      if (retry) clearTimeout(retry.timer);
      retry = null;
      await running;
    },
  };
}
