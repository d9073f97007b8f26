import { and, eq, lt, sql } from "drizzle-orm";
import { type Database, tables } from "@faircarat/db";
import type { MarketImportCounts } from "./market-import-summary";

const runs = tables.marketImports;
/** A batch takes seconds; a run silent this long belongs to a process that died. */
const STALE_AFTER = sql`now() - interval '5 minutes'`;

/**
 * Starts a recorded run, or returns null while another process's run is going. The run's row is the
 * lock (one `running` row at most, by a unique index), which works alike on PostgreSQL and PGlite
 * and, unlike a session advisory lock, needs no connection held for the whole import.
 */
export async function startImportRun(db: Database, source: string, sourceSignature: string): Promise<number | null> {
  await db
    .update(runs)
    .set({ status: "abandoned", finishedAt: sql`now()`, error: "the importing process stopped" })
    .where(and(eq(runs.status, "running"), lt(runs.heartbeatAt, STALE_AFTER)));
  const [run] = await db.insert(runs).values({ source, sourceSignature, status: "running" }).onConflictDoNothing().returning({ id: runs.id });
  return run?.id ?? null;
}

export async function recordProgress(db: Database, runId: number, counts: MarketImportCounts): Promise<void> {
  await db
    .update(runs)
    .set({ ...counts, heartbeatAt: sql`now()` })
    .where(eq(runs.id, runId));
}

export async function finishImportRun(db: Database, runId: number, counts: MarketImportCounts, error?: string): Promise<void> {
  await db
    .update(runs)
    .set({ ...counts, status: error ? "failed" : "succeeded", error: error ?? null, finishedAt: sql`now()` })
    .where(eq(runs.id, runId));
}
