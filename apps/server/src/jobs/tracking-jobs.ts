import {
  checkTrackedListings,
  repriceTrackedDiamonds,
  runClusterJob,
  sendAlertDigests,
  type ClusterJobResult,
  type TrackingContext,
} from "@faircarat/core";

export interface TrackingJobsOptions {
  ctx: TrackingContext;
  /** How often the schedule looks for due listing reads and waiting digests. */
  everyMs: number;
  /** A tracked listing is read again once this long has passed. */
  listingEveryMs: number;
  /** Listing pages read per run. */
  listingsPerRun: number;
}

export interface TrackingJobs {
  /**
   * After a new pricing model: re-prices what it has not priced, then sends waiting digests. Never
   * rejects.
   */
  afterNewModel(): Promise<void>;
  /**
   * One scheduled round: catch-up re-pricing, due listing reads, waiting digests. Never rejects.
   */
  runNow(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Leases outlive a stalled run's renewals by little: a killed process frees its job within this.
 */
const LEASE_SECONDS = 120;

/**
 * The tracked-diamond jobs. Re-pricing and listing reads run once per cluster (runClusterJob);
 * digests run in every process, each mail claimed by its (user, day) row. Every row remembers the
 * model it was priced with and every alert the day of the digest that carried it, so a job run
 * twice, or cut short and run by another process, neither repeats nor loses work.
 */
export function scheduleTrackingJobs(options: TrackingJobsOptions): TrackingJobs {
  const { ctx } = options;
  const { db, logger } = ctx;
  let stopped = false;
  let chain: Promise<void> = Promise.resolve();

  const logged = <T>(name: string, run: Promise<ClusterJobResult<T>>) =>
    run.then(
      (result) => {
        if (result.ran)
          logger.info({ job: name, outcome: result.value }, "tracked diamonds job done");
      },
      (err: unknown) => logger.error({ err, job: name }, "tracked diamonds job failed"),
    );
  const job = <T>(name: string, work: () => Promise<T>, notWithinSeconds = 0) =>
    logged(
      name,
      runClusterJob(db, { name, leaseSeconds: LEASE_SECONDS, notWithinSeconds, logger }, work),
    );

  const reprice = () => job("tracked-reprice", () => repriceTrackedDiamonds(ctx));
  // Not behind a lease: skipped because another process's run held it, the alerts this round raised
  // after that run looked would wait for the next round. The (user, day) row already keeps one
  // mail.
  const digests = () =>
    logged(
      "alert-digests",
      sendAlertDigests(ctx).then((value) => ({ ran: true as const, value })),
    );
  const listings = () =>
    job(
      "tracked-listings",
      () =>
        checkTrackedListings(ctx, {
          everyMs: options.listingEveryMs,
          limit: options.listingsPerRun,
        }),
      (options.everyMs / 1000) * 0.9,
    );

  // One round at a time in this process: a model loaded during a round is priced right after it.
  const queue = (round: () => Promise<void>) => {
    if (stopped) return Promise.resolve();
    chain = chain.then(round);
    return chain;
  };
  const afterNewModel = () =>
    queue(async () => {
      await reprice();
      await digests();
    });
  const runNow = () =>
    queue(async () => {
      await reprice();
      await listings();
      await digests();
    });

  const timer = setInterval(() => void runNow(), options.everyMs);
  timer.unref();
  return {
    afterNewModel,
    runNow,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await chain;
    },
  };
}
