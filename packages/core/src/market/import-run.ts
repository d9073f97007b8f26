import { and, eq, lt, sql } from "drizzle-orm";
import { type Database, tables } from "@faircarat/db";
import type {
  IndexImportRecord,
  MarketImportCounts,
  MarketImportProblem,
} from "./market-import-summary";

const runs = tables.marketImports;
/** A batch takes seconds; a run silent this long belongs to a process that died. */
const STALE_AFTER = sql`now() - interval '5 minutes'`;

export interface RunEnd {
  counts: MarketImportCounts;
  index: IndexImportRecord | null;
  /** Set for a failed run: what stopped it or which files it could not read. */
  error?: string;
  problems?: MarketImportProblem[];
  /** The build of the market a succeeded run leaves serving. */
  generation?: number;
}

/**
 * Runs this process started and could not record the end of (the database went away as it failed).
 * Left `running`, such a run would lock every import out until it went stale; this process knows it
 * is over, so it closes it as failed before it starts the next one. Kept per database handle.
 */
const unclosedRuns = new WeakMap<Database, Map<number, RunEnd>>();

/**
 * Starts a recorded run, or returns null while another process's run is going. The run's row is the
 * lock (one `running` row at most, by a unique index), which works alike on PostgreSQL and PGlite
 * and, unlike a session advisory lock, needs no connection held for the whole import.
 */
export async function startImportRun(
  db: Database,
  source: string,
  sourceSignature: string,
): Promise<number | null> {
  await closeUnclosedRuns(db);
  await db
    .update(runs)
    .set({ status: "abandoned", finishedAt: sql`now()`, error: "the importing process stopped" })
    .where(and(eq(runs.status, "running"), lt(runs.heartbeatAt, STALE_AFTER)));
  const [run] = await db
    .insert(runs)
    .values({ source, sourceSignature, status: "running" })
    .onConflictDoNothing()
    .returning({ id: runs.id });
  return run?.id ?? null;
}

export async function recordProgress(
  db: Database,
  runId: number,
  counts: MarketImportCounts,
): Promise<void> {
  await db
    .update(runs)
    .set({ ...counts, heartbeatAt: sql`now()` })
    .where(eq(runs.id, runId));
}

export async function finishImportRun(db: Database, runId: number, end: RunEnd): Promise<void> {
  try {
    await writeRunEnd(db, runId, end);
  } catch (error) {
    const unrecorded = end.error
      ? end
      : {
          ...end,
          error: `the end of the run could not be recorded: ${error instanceof Error ? error.message : String(error)}`,
        };
    const owed = unclosedRuns.get(db) ?? new Map<number, RunEnd>();
    owed.set(runId, unrecorded);
    unclosedRuns.set(db, owed);
    throw error;
  }
}

/**
 * Records a run's end inside the caller's transaction: a succeeded run's build serves from the
 * moment it commits.
 */
export async function writeRunEnd(
  db: Database,
  runId: number,
  end: RunEnd,
  onlyIfRunning = false,
): Promise<void> {
  await db
    .update(runs)
    .set({
      ...end.counts,
      indexSummary: end.index,
      problems: end.problems ?? [],
      status: end.error ? "failed" : "succeeded",
      error: end.error ?? null,
      generation: end.error ? null : (end.generation ?? null),
      finishedAt: sql`now()`,
    })
    .where(
      onlyIfRunning ? and(eq(runs.id, runId), eq(runs.status, "running")) : eq(runs.id, runId),
    );
}

async function closeUnclosedRuns(db: Database): Promise<void> {
  const owed = unclosedRuns.get(db);
  if (!owed) return;
  for (const [runId, end] of owed) {
    await writeRunEnd(db, runId, { ...end, error: end.error ?? "stopped" }, true);
    owed.delete(runId);
  }
}
