import { createHash } from "node:crypto";
import path from "node:path";
import type { MarketListing } from "@faircarat/contracts";
import type { Database } from "@faircarat/db";
import { streamFeedRows, type FeedFile } from "@faircarat/market";
import type { Logger } from "../logger";
import { applyListingBatch } from "./apply-listing-batch";
import { feedFilesOrNull } from "./feed-files-or-null";
import { feedSignature } from "./feed-signature";
import { finishImportRun, recordProgress, startImportRun } from "./import-run";
import { createOrdinalCounter, fingerprintOf, identityKeys } from "./listing-identity";
import { countRejection, emptyCounts, type MarketImportCounts, type MarketImportProgress, type MarketImportResult } from "./market-import-summary";
import type { PreparedListing } from "./prepared-listing";

export interface MarketImportContext {
  db: Database;
  logger: Logger;
}

export interface MarketImportOptions {
  onProgress?: (progress: MarketImportProgress) => void;
  /** Stops between batches (server shutdown); what was written stays, a re-import completes it. */
  signal?: AbortSignal;
  batchSize?: number;
}

/**
 * Imports a feed file or folder: normalises each row, upserts stones by identity in batches and
 * keeps price changes as history. Idempotent; one import at a time across processes.
 */
export async function importMarketFeed(ctx: MarketImportContext, fileOrFolder: string, options: MarketImportOptions = {}): Promise<MarketImportResult> {
  const source = path.resolve(fileOrFolder);
  const files = await feedFilesOrNull(source);
  if (!files) return { ok: false, reason: "feed_not_found", source };
  const runId = await startImportRun(ctx.db, source, feedSignature(files));
  if (runId === null) return { ok: false, reason: "import_running", source };
  const startedAt = performance.now();
  const counts = emptyCounts();
  try {
    const aborted = await importRows(ctx.db, runId, files, counts, options);
    await finishImportRun(ctx.db, runId, counts, aborted ? "aborted" : undefined);
    if (aborted) return { ok: false, reason: "aborted", source };
  } catch (error) {
    await finishImportRun(ctx.db, runId, counts, error instanceof Error ? error.message : String(error)).catch(() => undefined);
    throw error;
  }
  const summary = { importId: runId, source, seconds: (performance.now() - startedAt) / 1000, ...counts };
  ctx.logger.info({ ...summary }, "market feed imported");
  return { ok: true, summary };
}

async function importRows(db: Database, runId: number, files: FeedFile[], counts: MarketImportCounts, options: MarketImportOptions): Promise<boolean> {
  const batchSize = options.batchSize ?? 1000;
  const totalBytes = files.reduce((sum, file) => sum + file.size, 0);
  // Identity key -> what the first row naming that stone said (a digest), to tell a repeat from a conflict.
  const seenKeys = new Map<string, string>();
  const matchedStones = new Set<number>();
  const ordinalOf = createOrdinalCounter();
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
    options.onProgress?.({ ...counts, rejectedByReason: { ...counts.rejectedByReason }, bytesRead, totalBytes });
  };

  for await (const event of streamFeedRows(files)) {
    counts.read += 1;
    bytesRead = event.bytesRead;
    if (event.kind === "rejected") {
      countRejection(counts, event.reason);
      continue;
    }
    const fingerprint = fingerprintOf(event.listing, ordinalOf);
    const keys = identityKeys({ ...event.listing, fingerprint });
    const content = contentDigest(event.listing);
    const earlier = keys.map((key) => seenKeys.get(key)).filter((digest) => digest !== undefined);
    if (earlier.length > 0) {
      // A row repeating an earlier one word for word is the same observation again, not a rejection
      // (aggregator pages list a stone twice); one that disagrees is a duplicate: the first one wins.
      if (earlier.every((digest) => digest === content)) counts.unchanged += 1;
      else countRejection(counts, "duplicate_in_feed");
      continue;
    }
    for (const key of keys) seenKeys.set(key, content);
    batch.push({ listing: event.listing, fingerprint, keys });
    if (batch.length >= batchSize) {
      await flush();
      if (options.signal?.aborted) return true;
    }
  }
  bytesRead = totalBytes;
  await flush();
  return false;
}

function contentDigest(listing: MarketListing): string {
  return createHash("sha1").update(JSON.stringify(listing)).digest("base64url");
}
