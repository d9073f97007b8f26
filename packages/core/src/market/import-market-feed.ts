import path from "node:path";
import type { MarketListing } from "@faircarat/contracts";
import { isDatabaseUnavailable, type Database } from "@faircarat/db";
import { refusesWholeFile, streamFeedRows, type FeedFile } from "@faircarat/market";
import type { Logger } from "../logger";
import { applyListingBatch } from "./apply-listing-batch";
import { feedFilesOrNull } from "./feed-files-or-null";
import { feedSignature } from "./feed-signature";
import { importIndexCells } from "./import-index-cells";
import type { ImportPosition } from "./import-position";
import { finishImportRun, recordProgress, startImportRun } from "./import-run";
import { createOrdinalCounter, fingerprintOf, identityKeys } from "./listing-identity";
import { MarketImportFailedError } from "./market-import-failed";
import {
  countRejection,
  describeProblems,
  emptyCounts,
  filesWithoutValidRows,
  type IndexImportRecord,
  type MarketImportCounts,
  type MarketImportProblem,
  type MarketImportProgress,
  type MarketImportResult,
  type MarketImportSummary,
} from "./market-import-summary";
import type { PreparedListing } from "./prepared-listing";
import { contentDigestOf, SeenStones } from "./seen-stones";

export interface MarketImportContext {
  db: Database;
  logger: Logger;
}

export interface MarketImportOptions {
  onProgress?: (progress: MarketImportProgress) => void;
  /** Stops between batches (server shutdown); what was written stays, a re-import completes it. */
  signal?: AbortSignal;
  batchSize?: number;
  /**
   * Index editions (a file or folder, `MARKET_INDEXES`), imported in the same run; a path that does
   * not exist imports none.
   */
  indexes?: string | undefined;
  /** The clock whose day (UTC, as the fit's) a row may not be observed after; tests pass one. */
  now?: () => Date;
}

/**
 * Imports a feed file or folder, and the index editions with it: normalises each row, upserts
 * stones by identity in batches and keeps price changes as history, then upserts index cells.
 * Idempotent; one import at a time across processes. A file that cannot be read through fails the
 * run (the rest is written; nothing is fitted on it) and is named in the result, the run and the
 * log.
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
  const counts = emptyCounts();
  const problems: MarketImportProblem[] = [];
  const position: ImportPosition = { source: "listings", file: null };
  let index: IndexImportRecord | null = null;
  try {
    const aborted = await importRows(
      ctx.db,
      runId,
      files,
      counts,
      problems,
      position,
      today,
      options,
    );
    if (!aborted && indexSource !== null) {
      const indexed = await importIndexCells(
        ctx.db,
        runId,
        indexSource,
        indexFiles,
        position,
        today,
        options.batchSize ?? 1000,
      );
      index = indexed.record;
      problems.push(...indexed.problems);
    }
    const error = aborted
      ? "aborted"
      : problems.length > 0
        ? describeProblems(problems)
        : undefined;
    await finishImportRun(ctx.db, runId, { counts, index, error, problems });
    if (aborted) return { ok: false, reason: "aborted", source };
  } catch (error) {
    const stopped = {
      source: position.source,
      file: isDatabaseUnavailable(error) ? null : position.file,
      reason: error instanceof Error ? error.message : String(error),
    };
    problems.push(stopped);
    await finishImportRun(ctx.db, runId, {
      counts,
      index,
      error: describeProblems(problems),
      problems,
    }).catch(() => undefined);
    throw new MarketImportFailedError(problems, error);
  }
  const summary: MarketImportSummary = {
    importId: runId,
    source,
    seconds: (performance.now() - startedAt) / 1000,
    ...counts,
    index,
  };
  if (index && index.rejected > 0)
    ctx.logger.warn(
      { importId: runId, rejected: index.rejectedRecords },
      "index records rejected (by file and line)",
    );
  if (problems.length > 0) {
    ctx.logger.error(
      { ...summary, problems },
      `market import failed: ${describeProblems(problems)}; the model in use stays`,
    );
    return { ok: false, reason: "bad_file", source, problems, summary };
  }
  ctx.logger.info({ ...summary }, "market feed imported");
  return { ok: true, summary };
}

async function importRows(
  db: Database,
  runId: number,
  files: FeedFile[],
  counts: MarketImportCounts,
  problems: MarketImportProblem[],
  position: ImportPosition,
  today: string,
  options: MarketImportOptions,
): Promise<boolean> {
  const batchSize = options.batchSize ?? 1000;
  const totalBytes = files.reduce((sum, file) => sum + file.size, 0);
  // Identity key -> what the latest row naming that stone said (a digest) and its day, to tell a
  // repeat from a conflict and a newer month's observation from both.
  const seenKeys = new SeenStones();
  const matchedStones = new Map<number, string>();
  const ordinalOf = createOrdinalCounter();
  const validRows = new Map(files.map((file) => [file.path, 0]));
  let batch: PreparedListing[] = [];
  let bytesRead = 0;

  const flush = async () => {
    const outcome = await applyListingBatch(db, batch, matchedStones);
    counts.imported += outcome.imported;
    counts.updated += outcome.updated;
    counts.unchanged += outcome.unchanged;
    for (let i = 0; i < outcome.duplicates; i += 1) countRejection(counts, "duplicate_in_feed");
    batch = [];
    await recordProgress(db, runId, counts);
    options.onProgress?.({
      ...counts,
      rejectedByReason: { ...counts.rejectedByReason },
      bytesRead,
      totalBytes,
    });
  };

  for await (const event of streamFeedRows(files)) {
    counts.read += 1;
    bytesRead = event.bytesRead;
    position.file = event.file;
    if (event.kind === "rejected") {
      countRejection(counts, event.reason);
      if (refusesWholeFile(event.reason))
        problems.push({ source: "listings", file: event.file, reason: event.reason });
      continue;
    }
    // A day after the import's is a typo (2099-01-01), not an observation: stored, it would be the
    // stone's newest price and outlive every later feed.
    if (event.listing.observedOn > today) {
      countRejection(counts, "date_in_future");
      continue;
    }
    validRows.set(event.file, (validRows.get(event.file) ?? 0) + 1);
    const fingerprint = fingerprintOf(event.listing, ordinalOf);
    const keys = identityKeys({ ...event.listing, fingerprint });
    const content = contentDigest(event.listing);
    const { observedOn } = event.listing;
    const earlier = keys.map((key) => seenKeys.get(key)).filter((seen) => seen !== undefined);
    if (earlier.length > 0) {
      const latest = earlier.reduce(
        (day, seen) => (seen.observedOn > day ? seen.observedOn : day),
        "",
      );
      // A row repeating an earlier one word for word is the same observation again, not a rejection
      // (aggregator pages list a stone twice). One of a later day is a newer file's observation of
      // the stone (a month's file beside the last): it is applied after the earlier row, so that
      // one goes to the database first. One of an earlier day changes nothing, as an older import
      // would not; one of the same day that disagrees is a duplicate: the first one wins.
      if (earlier.every((seen) => seen.digest === content) || observedOn < latest) {
        counts.unchanged += 1;
        continue;
      }
      if (observedOn === latest) {
        countRejection(counts, "duplicate_in_feed");
        continue;
      }
      if (batch.some((row) => row.keys.some((key) => keys.includes(key)))) await flush();
    }
    for (const key of keys) seenKeys.set(key, { digest: content, observedOn });
    batch.push({ listing: event.listing, fingerprint, keys });
    if (batch.length >= batchSize) {
      await flush();
      if (options.signal?.aborted) return true;
    }
  }
  bytesRead = totalBytes;
  await flush();
  problems.push(...filesWithoutValidRows("listings", validRows, problems));
  return false;
}

function contentDigest(listing: MarketListing): number {
  return contentDigestOf(JSON.stringify(listing));
}
