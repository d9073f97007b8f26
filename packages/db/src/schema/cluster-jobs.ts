import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Scheduled work that one process of the cluster does at a time (market refresh, pricing fit,
 * rate-limit pruning). A process runs a job only after claiming its lease in one UPDATE; the lease
 * is renewed while the job runs, so one whose process died frees itself when it runs out.
 */
export const clusterJobs = pgTable("cluster_jobs", {
  name: text("name").primaryKey(),
  /** Who holds the lease (a token per run); null when nobody does. */
  holder: text("holder"),
  leasedUntil: timestamp("leased_until", { withTimezone: true }).notNull().defaultNow(),
  lastStartedAt: timestamp("last_started_at", { withTimezone: true }),
  lastFinishedAt: timestamp("last_finished_at", { withTimezone: true }),
  runs: integer("runs").notNull().default(0),
});
