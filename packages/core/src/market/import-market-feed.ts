import path from "node:path";
import { isDatabaseUnavailable, type Database } from "@faircarat/db";
import type { Logger } from "../logger";
import { buildGeneration } from "./build-generation";
import { feedFilesOrNull } from "./feed-files-or-null";
import { feedSignature } from "./feed-signature";
import type { ImportPosition } from "./import-position";
import { finishImportRun, startImportRun, writeRunEnd } from "./import-run";
import { currentGeneration, discardRun, pruneGenerations } from "./ledger/market-generation";
import {
  knownVersions,
  publishVersions,
  registerVersions,
  sourcesUnchanged,
} from "./ledger/source-ledger";
import { describeSourceFiles, versionKey } from "./ledger/source-versions";
import { MarketImportFailedError } from "./market-import-failed";
import type { MarketImportOptions } from "./market-import-options";
import {
  describeProblems,
  emptyCounts,
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
 * Imports a feed file or folder, and the index editions with it, as the market's sources: the
 * stored market becomes exactly what the files hold (decision 055). Files whose content the
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
  const source = path.resolve(fileOrFolder);
  const files = await feedFilesOrNull(source);
  if (!files) return { ok: false, reason: "feed_not_found", source };
  const indexSource = options.indexes === undefined ? null : path.resolve(options.indexes);
  const indexFiles = indexSource === null ? null : await feedFilesOrNull(indexSource);
  const runId = await startImportRun(ctx.db, source, feedSignature(files, indexFiles));
  if (runId === null) return { ok: false, reason: "import_running", source };
  const startedAt = performance.now();
  // A scraper east of UTC dates its rows a day ahead of the UTC day: those are kept (the fit
  // ignores them until their day); anything later is a typo such as 2099-01-01.
  const today = new Date((options.now?.() ?? new Date()).getTime() + 86_400_000)
    .toISOString()
    .slice(0, 10);
  const position: ImportPosition = { source: "listings", file: null };
  let summary: MarketImportSummary;
  try {
    const versions = [
      ...(await describeSourceFiles("listings", files)),
      ...(await describeSourceFiles("index", indexFiles ?? [])),
    ];
    const known = await knownVersions(ctx.db);
    const serving = await currentGeneration(ctx.db);
    if (serving !== null && sourcesUnchanged(versions, known)) {
      await finishImportRun(ctx.db, runId, {
        counts: emptyCounts(),
        index: null,
        generation: serving,
      });
      ctx.logger.info(
        { importId: runId, generation: serving },
        "market sources unchanged: the serving market stays",
      );
      return {
        ok: true,
        summary: {
          importId: runId,
          source,
          seconds: (performance.now() - startedAt) / 1000,
          ...emptyCounts(),
          index: null,
          generation: serving,
          quarantined: [],
        },
      };
    }
    const ids = await registerVersions(ctx.db, runId, versions, known);
    const refused = new Map(
      versions.flatMap((file) => {
        const version = known.get(versionKey(file));
        return version?.status === "quarantined" ? [[file.location, version.reason ?? ""]] : [];
      }),
    );
    const built = await buildGeneration(
      ctx.db,
      {
        generation: runId,
        listingFiles: files,
        index: indexSource === null ? null : { source: indexSource, files: indexFiles },
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
      await writeRunEnd(tx, runId, {
        counts: built.counts,
        index: built.index,
        generation: runId,
      });
    });
    await pruneGenerations(ctx.db, runId);
    summary = {
      importId: runId,
      source,
      seconds: (performance.now() - startedAt) / 1000,
      ...built.counts,
      index: built.index,
      generation: runId,
      quarantined: built.quarantined,
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
  if (summary.index && summary.index.rejected > 0)
    ctx.logger.warn(
      { importId: runId, rejected: summary.index.rejectedRecords },
      "index records rejected (by file and line)",
    );
  if (summary.quarantined.length > 0)
    ctx.logger.error(
      { importId: runId, quarantined: summary.quarantined },
      `market files quarantined (refused whole, not in the market): ${describeProblems(summary.quarantined)}`,
    );
  ctx.logger.info({ ...summary }, "market feed imported");
  return { ok: true, summary };
}
