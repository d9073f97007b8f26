import { and, eq, inArray, notInArray, sql } from "drizzle-orm";
import { type Database, tables } from "@faircarat/db";
import { type SourceFile, versionKey } from "./source-versions";

const sources = tables.marketSources;

export interface KnownVersion {
  id: number;
  status: "current" | "quarantined";
  reason: string | null;
}

/** What each file gave the build: its rows, its rejected rows, or why it was refused whole. */
export interface SourceOutcome {
  rows: number;
  rejected: number;
  quarantined: string | null;
}

/** Versions that are in the market now, and versions refused whole, by `versionKey`. */
export async function knownVersions(db: Database): Promise<Map<string, KnownVersion>> {
  const rows = await db
    .select()
    .from(sources)
    .where(inArray(sources.status, ["current", "quarantined"]));
  return new Map(
    rows.map((row) => [
      versionKey(row),
      { id: row.id, status: row.status as KnownVersion["status"], reason: row.reason },
    ]),
  );
}

/**
 * Whether the files the market would be built from are exactly the versions it holds: then a run
 * has nothing to build, whatever it quarantines.
 */
export function marketUnchanged(
  usable: readonly SourceFile[],
  known: ReadonlyMap<string, KnownVersion>,
): boolean {
  const keys = new Set(usable.map(versionKey));
  const current = [...known].filter(([, version]) => version.status === "current");
  return (
    current.length === keys.size &&
    current.every(([key]) => keys.has(key)) &&
    [...keys].every((key) => known.get(key)?.status === "current")
  );
}

/**
 * The id each file's rows are stored under: its known version's, or a new `pending` version of this
 * run's (published or dropped with the run).
 */
export async function registerVersions(
  db: Database,
  runId: number,
  files: readonly SourceFile[],
  known: ReadonlyMap<string, KnownVersion>,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const file of files) {
    const version = known.get(versionKey(file));
    if (version) {
      ids.set(versionKey(file), version.id);
      continue;
    }
    const [row] = await db
      .insert(sources)
      .values({ ...file, rows: 0, rejected: 0, status: "pending", importId: runId })
      .returning({ id: sources.id });
    ids.set(versionKey(file), row!.id);
  }
  return ids;
}

/**
 * Records what the run made of each source, in the transaction that makes its build the serving
 * one: new versions current (the versions they replace superseded), refused files quarantined (a
 * version they replace retracted: its content is gone), and versions no longer among the files
 * retracted.
 */
export async function publishVersions(
  db: Database,
  runId: number,
  files: readonly SourceFile[],
  ids: ReadonlyMap<string, number>,
  outcomes: ReadonlyMap<number, SourceOutcome>,
): Promise<void> {
  const retire = (reason: string) => ({
    retiredImportId: runId,
    retiredAt: sql`now()`,
    reason,
  });
  for (const file of files) {
    const id = ids.get(versionKey(file))!;
    const outcome = outcomes.get(id);
    // A version the market keeps as it is (no rebuild) keeps its counts.
    if (!outcome) continue;
    const others = and(
      eq(sources.kind, file.kind),
      eq(sources.location, file.location),
      eq(sources.status, "current"),
      sql`${sources.id} <> ${id}`,
    );
    if (outcome.quarantined !== null) {
      await db
        .update(sources)
        .set({
          status: "quarantined",
          reason: outcome.quarantined,
          rows: 0,
          rejected: outcome.rejected,
        })
        .where(eq(sources.id, id));
      await db
        .update(sources)
        .set({ status: "retracted", ...retire("replaced by a version refused whole") })
        .where(others);
      continue;
    }
    await db
      .update(sources)
      .set({ status: "current", reason: null, rows: outcome.rows, rejected: outcome.rejected })
      .where(eq(sources.id, id));
    await db
      .update(sources)
      .set({ status: "superseded", supersededById: id, ...retire("a newer version of the file") })
      .where(others);
  }
  const kept = [...ids.values()];
  await db
    .update(sources)
    .set({ status: "retracted", ...retire("no longer among the market's sources") })
    .where(
      and(
        inArray(sources.status, ["current", "quarantined"]),
        kept.length > 0 ? notInArray(sources.id, kept) : undefined,
      ),
    );
}

/**
 * Records documents a URL serves that were refused whole as quarantined, in the run's closing
 * transaction. Unlike a refused file, such a document does not retract the version in use from the
 * same URL: that version's content is still at hand (stored with it), so the market keeps it.
 */
export async function quarantineDocuments(
  db: Database,
  documents: readonly { file: SourceFile; reason: string; rejected: number }[],
  ids: ReadonlyMap<string, number>,
): Promise<void> {
  for (const document of documents)
    await db
      .update(sources)
      .set({ status: "quarantined", reason: document.reason, rows: 0, rejected: document.rejected })
      .where(
        and(eq(sources.id, ids.get(versionKey(document.file))!), eq(sources.status, "pending")),
      );
}
