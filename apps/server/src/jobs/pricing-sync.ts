import {
  fitStoredModelIfDue,
  type Logger,
  type MarketPricing,
  type ModelFitter,
} from "@faircarat/core";
import type { Database } from "@faircarat/db";

export interface PricingSyncOptions {
  db: Database;
  logger: Logger;
  pricing: MarketPricing;
  everyMs: number;
  fit?: ModelFitter;
  /** Called after a sync that put another model in use (tracked diamonds are re-priced on it). */
  onNewModel?: () => unknown;
  /**
   * Called after every sync, whatever became of it (e.g. to reload what readiness and /metrics
   * show).
   */
  afterSync?: () => unknown;
}

export interface PricingSync {
  /**
   * Loads the newest stored model, fits one for a newer completed import if none is (one process of
   * the cluster does), and loads that. Resolves false when that failed (the model in use stays), so
   * the market refresh retries it. Never rejects.
   */
  runNow(): Promise<boolean>;
  stop(): Promise<void>;
}

/**
 * Keeps this process on the newest stored pricing model. A stored model is loaded before anything
 * is fitted, so a process that starts beside one is ready in the time a load takes.
 */
export function schedulePricingSync(options: PricingSyncOptions): PricingSync {
  const { db, logger, pricing } = options;
  let running: Promise<boolean> | null = null;
  let again = false;
  const stopping = new AbortController();

  let waitingForImport = false;
  let modelInUse = pricing.current()?.fittedAt.getTime() ?? null;

  const sync = async () => {
    await pricing.reload();
    const outcome = await fitStoredModelIfDue({
      db,
      logger,
      fit: options.fit,
      signal: stopping.signal,
    });
    if (outcome.fitted) await pricing.reload();
    // Said once per wait, not every poll: an operator sees why a new feed has not reached pricing.
    const unfinished = !outcome.fitted && outcome.reason === "import_unfinished";
    if (unfinished && !waitingForImport)
      logger.info(
        {},
        "the newest market import has not completed: nothing is fitted on it, and the model in use (if any) stays until a run completes it",
      );
    waitingForImport = unfinished;
    const fittedAt = pricing.current()?.fittedAt.getTime() ?? null;
    if (fittedAt !== modelInUse) {
      modelInUse = fittedAt;
      // Not awaited: re-pricing never holds up the next model's load.
      if (fittedAt !== null) void options.onNewModel?.();
    }
  };

  const runNow = (): Promise<boolean> => {
    if (stopping.signal.aborted) return Promise.resolve(false);
    if (running) {
      // Asked while a sync runs (an import just finished): run once more after it, so nothing waits
      // a whole interval.
      again = true;
      return running;
    }
    running = (async () => {
      let synced: boolean;
      do {
        again = false;
        synced = await sync().then(
          () => true,
          (err: unknown) => {
            if (!stopping.signal.aborted)
              logger.error({ err }, "pricing model sync failed (the model in use stays)");
            return false;
          },
        );
        await Promise.resolve(options.afterSync?.()).catch((err: unknown) =>
          logger.warn({ err }, "after the pricing sync"),
        );
      } while (again && !stopping.signal.aborted);
      return synced;
    })().finally(() => {
      running = null;
    });
    return running;
  };

  const timer = setInterval(() => void runNow(), options.everyMs);
  timer.unref();
  return {
    runNow,
    /** Stops the schedule and a fit in progress, and waits for the sync to end. */
    async stop() {
      stopping.abort();
      clearInterval(timer);
      await running;
    },
  };
}
