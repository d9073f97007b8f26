import path from "node:path";
import { currentGeneration, isDatabaseUnavailable, type Database } from "@faircarat/db";
import type { Logger } from "../logger";
import { buildGeneration } from "./build-generation";
import type { ImportPosition } from "./import-position";
import { finishImportRun, startImportRun, writeRunEnd } from "./import-run";
import { analyseMarketTables, discardRun, pruneGenerations } from "./ledger/market-generation";
import { refusedFiles, type RefusedFile } from "./ledger/refused-files";
import {
  knownVersions,
  marketUnchanged,
  publishVersions,
  quarantineDocuments,
  registerVersions,
} from "./ledger/source-ledger";
import { describeSourceFiles, type SourceFile, versionKey } from "./ledger/source-versions";
import { MarketImportFailedError } from "./market-import-failed";
import type { MarketImportOptions } from "./market-import-options";
import type { RefusedDocument } from "./read-index-url";
import { indexSourceFiles, readMarketSources, type MarketSources } from "./read-market-sources";
import {
  describeProblems,
  emptyCounts,
  type MarketImportCounts,
  type MarketImportProblem,
  type MarketImportResult,
  type MarketImportSummary,
} from "./market-import-summary";

export type { MarketImportOptions };

export interface MarketImportContext {
  db: Database;
  logger: Logger;
}

/**
 * Imports a feed file or folder, and the index editions with it (files, and the publisher's
 * document at its URLs), as the market's sources: the stored market becomes exactly what they hold
 * (decision 055). Files whose content the
 * serving market already holds change nothing; otherwise the run builds the market anew from every
 * file (normalised rows, stones by identity, price changes as history, index cells), each row with
 * the file version it came from, and the build serves once it is complete. A file refused whole is
 * quarantined and named; the rest serves. One import at a time across processes.
 */
export async function importMarketFeed(
  ctx: MarketImportContext,
  fileOrFolder: string,
  options: MarketImportOptions = {},
): Promise<MarketImportResult> {
  const sources = await readMarketSources(ctx.db, ctx.logger, fileOrFolder, options);
  if (!sources) return { ok: false, reason: "feed_not_found", source: path.resolve(fileOrFolder) };
  return importMarketSources(ctx, sources, options);
}

/** Imports sources already read (`readMarketSources`): the refresh reads them once to compare. */
export async function importMarketSources(
  ctx: MarketImportContext,
  sources: MarketSources,
  options: MarketImportOptions = {},
): Promise<MarketImportResult> {
  const { source, files, index, today } = sources;
  const indexFiles = index?.found ? index.files : null;
  const runId = await startImportRun(ctx.db, source, sources.signature);
  if (runId === null) return { ok: false, reason: "import_running", source };
  const startedAt = performance.now();
  const position: ImportPosition = { source: "listings", file: null };
  let summary: MarketImportSummary;
  try {
    const versions = [
      ...(await describeSourceFiles("listings", files)),
      ...(await describeSourceFiles("index", indexFiles ?? [])),
      ...(index?.urls ?? []).flatMap((read) => (read.use ? [read.use] : [])),
    ];
    const unreachable = (index?.urls ?? []).flatMap((read) =>
      read.failure === null
        ? []
        : [{ source: "index" as const, file: read.url, reason: read.failure }],
    );
    // Documents a URL serves now that are refused whole: quarantined beside the version in use.
    const refusedDocuments = (index?.urls ?? []).flatMap((read) =>
      read.refused ? [read.refused] : [],
    );
    const known = await knownVersions(ctx.db);
    const serving = await currentGeneration(ctx.db);
    // Files refused whole, known (the same content) or new, are left out before anything is built:
    // a run that only brings such files keeps the market it has. With no market yet there is
    // nothing to keep, and the build refuses them as it reads (one pass over the files, not two).
    const newlyRefused =
      serving === null
        ? new Map<string, RefusedFile>()
        : await refusedFiles(
            versions.filter((file) => !known.has(versionKey(file))),
            today,
          );
    const refused = new Map<string, string>(
      versions.flatMap((file) => {
        const version = known.get(versionKey(file));
        const reason =
          version?.status === "quarantined"
            ? (version.reason ?? "refused")
            : newlyRefused.get(file.location)?.reason;
        return reason === undefined ? [] : [[file.location, reason] as const];
      }),
    );
    const documentsRefused = refusedDocuments.map((document) => ({
      source: document.file.kind,
      file: document.file.location,
      reason: document.reason,
    }));
    const quarantined = [
      ...versions
        .filter((file) => refused.has(file.location))
        .map((file) => ({
          source: file.kind,
          file: file.location,
          reason: refused.get(file.location)!,
        })),
      ...documentsRefused,
    ];
    const usable = versions.filter((file) => !refused.has(file.location));
    const ids = await registerVersions(
      ctx.db,
      runId,
      [...versions, ...refusedDocuments.map((document) => document.file)],
      known,
    );
    if (serving !== null && marketUnchanged(usable, known)) {
      // Nothing to build: the serving market stays; only what is quarantined may have changed.
      await keepServingMarket(
        ctx.db,
        runId,
        serving,
        versions,
        ids,
        newlyRefused,
        refusedDocuments,
      );
      const summary = {
        importId: runId,
        source,
        seconds: (performance.now() - startedAt) / 1000,
        ...withRefusedRows(emptyCounts(), newlyRefused.values(), "listings"),
        index: null,
        generation: serving,
        quarantined,
        unreachable,
      };
      logOutcome(ctx.logger, summary);
      return { ok: true, summary };
    }
    const built = await buildGeneration(
      ctx.db,
      {
        generation: runId,
        listingFiles: files,
        index: index && {
          source: index.label,
          files: index.found ? indexSourceFiles(index) : null,
        },
        sourceIds: new Map(versions.map((file) => [file.location, ids.get(versionKey(file))!])),
        refused,
        today,
      },
      position,
      options,
    );
    if (built.aborted) {
      await discardRun(ctx.db, runId);
      await finishImportRun(ctx.db, runId, {
        counts: built.counts,
        index: null,
        error: "aborted",
      });
      return { ok: false, reason: "aborted", source };
    }
    await ctx.db.transaction(async (tx) => {
      await publishVersions(tx, runId, versions, ids, built.outcomes);
      await quarantineDocuments(tx, refusedDocuments, ids);
      await writeRunEnd(tx, runId, {
        counts: built.counts,
        index: built.index,
        generation: runId,
      });
    });
    await pruneGenerations(ctx.db, runId);
    await analyseMarketTables(ctx.db);
    summary = {
      importId: runId,
      source,
      seconds: (performance.now() - startedAt) / 1000,
      ...withRefusedRows(built.counts, newlyRefused.values(), "listings"),
      index: built.index && withRefusedRows(built.index, newlyRefused.values(), "index"),
      generation: runId,
      quarantined: [...built.quarantined, ...documentsRefused],
      unreachable,
    };
  } catch (error) {
    const problems: MarketImportProblem[] = [
      {
        source: position.source,
        file: isDatabaseUnavailable(error) ? null : position.file,
        reason: error instanceof Error ? error.message : String(error),
      },
    ];
    await discardRun(ctx.db, runId).catch(() => undefined);
    await finishImportRun(ctx.db, runId, {
      counts: emptyCounts(),
      index: null,
      error: describeProblems(problems),
      problems,
    }).catch(() => undefined);
    throw new MarketImportFailedError(problems, error);
  }
  logOutcome(ctx.logger, summary);
  return { ok: true, summary };
}

/**
 * Ends a run that leaves the serving build as it is, recording the files it newly refused (and
 * retracting refused files that are gone) in the same transaction.
 */
async function keepServingMarket(
  db: Database,
  runId: number,
  serving: number,
  versions: readonly SourceFile[],
  ids: ReadonlyMap<string, number>,
  newlyRefused: ReadonlyMap<string, RefusedFile>,
  refusedDocuments: readonly RefusedDocument[],
): Promise<void> {
  const outcomes = new Map(
    versions.flatMap((file) => {
      const refusal = newlyRefused.get(file.location);
      if (!refusal) return [];
      const outcome = { rows: 0, rejected: refusal.rejected, quarantined: refusal.reason };
      return [[ids.get(versionKey(file))!, outcome] as const];
    }),
  );
  await db.transaction(async (tx) => {
    await publishVersions(tx, runId, versions, ids, outcomes);
    await quarantineDocuments(tx, refusedDocuments, ids);
    await writeRunEnd(tx, runId, { counts: emptyCounts(), index: null, generation: serving });
  });
}

/**
 * The counts of a run (or of its index editions) with the rows of the files of that kind it refused
 * whole before building.
 */
function withRefusedRows<
  T extends Pick<MarketImportCounts, "read" | "rejected" | "rejectedByReason">,
>(counts: T, refused: Iterable<RefusedFile>, kind: RefusedFile["kind"]): T {
  const merged = { ...counts, rejectedByReason: { ...counts.rejectedByReason } };
  for (const file of refused)
    if (file.kind === kind)
      for (const [reason, times] of Object.entries(file.rejectedByReason)) {
        merged.read += times;
        merged.rejected += times;
        merged.rejectedByReason[reason] = (merged.rejectedByReason[reason] ?? 0) + times;
      }
  return merged;
}

function logOutcome(logger: Logger, summary: MarketImportSummary): void {
  if (summary.index && summary.index.rejected > 0)
    logger.warn(
      { importId: summary.importId, rejected: summary.index.rejectedRecords },
      "index records rejected (by file and line)",
    );
  if (summary.quarantined.length > 0)
    logger.error(
      { importId: summary.importId, quarantined: summary.quarantined },
      `market files quarantined (refused whole, not in the market): ${describeProblems(summary.quarantined)}`,
    );
  logger.info(
    { ...summary },
    summary.generation === summary.importId
      ? "market feed imported"
      : "market sources unchanged: the serving market stays",
  );
}
