import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { type Database, tables } from "@faircarat/db";
import type { Logger } from "../logger";

const jobs = tables.clusterJobs;

export interface ClusterJobOptions {
  name: string;
  /** How long a claim holds without renewal; renewed every third of it while the job runs. */
  leaseSeconds: number;
  /** A schedule's slot: skip when a run of this job started (anywhere) less than this long ago. */
  notWithinSeconds?: number;
  logger?: Logger;
}

export type ClusterJobResult<T> = { ran: true; value: T } | { ran: false };

/**
 * Leases this process could not release (the database went away as the job ended), by job name.
 * Left alone, a lease locks the job out until it runs out, this process's own retry included; the
 * process knows its job is over, so it releases the lease before it next claims the job.
 */
const unreleasedLeases = new WeakMap<Database, Map<string, string>>();

async function releaseOwedLease(db: Database, name: string): Promise<void> {
  const owed = unreleasedLeases.get(db);
  const holder = owed?.get(name);
  if (holder === undefined) return;
  await db
    .update(jobs)
    .set({ holder: null, leasedUntil: sql`now()`, lastFinishedAt: sql`now()` })
    .where(and(eq(jobs.name, name), eq(jobs.holder, holder)));
  owed?.delete(name);
}

/**
 * Runs `job` in this process unless another process of the cluster holds the job's lease (or ran it
 * within `notWithinSeconds`). The claim is one conditional UPDATE of the job's row, so two
 * processes can never both win it; it works alike on PostgreSQL and PGlite, and, unlike a session
 * advisory lock, pins no pooled connection while the job runs.
 */
export async function runClusterJob<T>(
  db: Database,
  options: ClusterJobOptions,
  job: () => Promise<T>,
): Promise<ClusterJobResult<T>> {
  const { name, leaseSeconds } = options;
  const holder = randomUUID();
  await releaseOwedLease(db, name);
  await db.insert(jobs).values({ name }).onConflictDoNothing();
  const notWithin = options.notWithinSeconds ?? 0;
  const [claimed] = await db
    .update(jobs)
    .set({
      holder,
      leasedUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
      lastStartedAt: sql`now()`,
      runs: sql`${jobs.runs} + 1`,
    })
    .where(
      and(
        eq(jobs.name, name),
        sql`${jobs.leasedUntil} <= now()`,
        sql`(${jobs.lastStartedAt} is null or ${jobs.lastStartedAt} <= now() - make_interval(secs => ${notWithin}))`,
      ),
    )
    .returning({ name: jobs.name });
  if (!claimed) return { ran: false };

  const mine = and(eq(jobs.name, name), eq(jobs.holder, holder));
  const renewal = setInterval(
    () => {
      db.update(jobs)
        .set({ leasedUntil: sql`now() + make_interval(secs => ${leaseSeconds})` })
        .where(mine)
        .catch((err: unknown) =>
          options.logger?.warn({ err, job: name }, "cluster job lease not renewed"),
        );
    },
    (leaseSeconds * 1000) / 3,
  );
  renewal.unref();
  try {
    return { ran: true, value: await job() };
  } finally {
    clearInterval(renewal);
    await db
      .update(jobs)
      .set({ holder: null, leasedUntil: sql`now()`, lastFinishedAt: sql`now()` })
      .where(mine)
      .catch((err: unknown) => {
        const owed = unreleasedLeases.get(db) ?? new Map<string, string>();
        owed.set(name, holder);
        unreleasedLeases.set(db, owed);
        options.logger?.warn(
          { err, job: name },
          "cluster job lease not released (released at this process's next claim; it runs out by itself otherwise)",
        );
      });
  }
}
