import type { MarketListing } from "@faircarat/contracts";
import type { Database } from "@faircarat/db";
import { refusesWholeFile, streamFeedRows, type FeedFile } from "@faircarat/market";
import { applyListingBatch } from "./apply-listing-batch";
import { BatchPipeline } from "./batch-pipeline";
import type { ImportPosition } from "./import-position";
import { recordProgress } from "./import-run";
import { createOrdinalCounter, fingerprintOf, identityKeys } from "./listing-identity";
import {
  countRejection,
  filesWithoutValidRows,
  type MarketImportCounts,
  type MarketImportProblem,
} from "./market-import-summary";
import type { MarketImportOptions } from "./market-import-options";
import type { PreparedListing } from "./prepared-listing";
import { contentDigestOf, seenKeyOf, SeenStones, type SeenKey } from "./seen-stones";

/**
 * Rows written per statement: a first import of half a million rows took 50 s at 1,000 a batch and
 * 34 s at 5,000 (fewer round trips, each of which waits while the next batch is prepared).
 */
export const LISTING_BATCH_ROWS = 5000;

interface ReadSoFar {
  read: number;
  bytesRead: number;
}

export interface ListingRowsOutcome {
  aborted: boolean;
  /** Valid and rejected rows by file. */
  byFile: Map<string, { valid: number; rejected: number }>;
}

/**
 * Streams the listing files into a build of the market (`generation`): normalises each row,
 * upserts stones by identity in batches (a later day's row is a later observation of the stone)
 * and counts what it refused. Files refused whole are added to `problems`.
 */
export async function importListingRows(
  db: Database,
  generation: number,
  files: FeedFile[],
  sourceIdOf: (file: string) => number,
  counts: MarketImportCounts,
  problems: MarketImportProblem[],
  position: ImportPosition,
  today: string,
  options: MarketImportOptions,
): Promise<ListingRowsOutcome> {
  const batchSize = options.batchSize ?? LISTING_BATCH_ROWS;
  const totalBytes = files.reduce((sum, file) => sum + file.size, 0);
  // Identity key -> what the latest row naming that stone said (a digest) and its day, to tell a
  // repeat from a conflict and a newer month's observation from both.
  const seenKeys = new SeenStones();
  const matchedStones = new Map<number, string>();
  const ordinalOf = createOrdinalCounter();
  const byFile = new Map(files.map((file) => [file.path, { valid: 0, rejected: 0 }]));
  const reject = (file: string, reason: string) => {
    countRejection(counts, reason);
    const fileCounts = byFile.get(file);
    if (fileCounts) fileCounts.rejected += 1;
  };
  let batch: PreparedListing[] = [];
  const batchKeys = new Set<SeenKey>();
  let bytesRead = 0;

  // `upTo`: how far the reading was when the batch was complete; progress is reported as of then.
  const write = async ({ rows, upTo }: { rows: PreparedListing[]; upTo: ReadSoFar }) => {
    const outcome = await applyListingBatch(db, generation, rows, matchedStones);
    counts.imported += outcome.imported;
    counts.updated += outcome.updated;
    counts.unchanged += outcome.unchanged;
    for (let i = 0; i < outcome.duplicates; i += 1) countRejection(counts, "duplicate_in_feed");
    await recordProgress(db, generation, counts);
    options.onProgress?.({
      ...counts,
      ...upTo,
      rejectedByReason: { ...counts.rejectedByReason },
      totalBytes,
    });
  };
  const pipeline = new BatchPipeline(write, options.signal);
  /** False when shutdown stopped the import before this batch. */
  const flush = async (): Promise<boolean> => {
    const started = await pipeline.push({ rows: batch, upTo: { read: counts.read, bytesRead } });
    batch = [];
    batchKeys.clear();
    return started;
  };

  position.source = "listings";
  try {
    for await (const event of streamFeedRows(files)) {
      counts.read += 1;
      bytesRead = event.bytesRead;
      position.file = event.file;
      if (event.kind === "rejected") {
        reject(event.file, event.reason);
        if (refusesWholeFile(event.reason))
          problems.push({ source: "listings", file: event.file, reason: event.reason });
        continue;
      }
      // A day after the import's is a typo (2099-01-01), not an observation: stored, it would be
      // the stone's newest price and outlive every later feed.
      if (event.listing.observedOn > today) {
        reject(event.file, "date_in_future");
        continue;
      }
      byFile.get(event.file)!.valid += 1;
      const fingerprint = fingerprintOf(event.listing, ordinalOf);
      const keys = identityKeys({ ...event.listing, fingerprint });
      const content = contentDigest(event.listing);
      const { observedOn } = event.listing;
      const hashedKeys = keys.map(seenKeyOf);
      const earlier = hashedKeys
        .map((key) => seenKeys.get(key))
        .filter((seen) => seen !== undefined);
      if (earlier.length > 0) {
        const latest = earlier.reduce(
          (day, seen) => (seen.observedOn > day ? seen.observedOn : day),
          "",
        );
        // A row repeating an earlier one word for word is the same observation again, not a
        // rejection (aggregator pages list a stone twice). One of a later day is a newer file's
        // observation of the stone (a month's file beside the last): it is applied after the
        // earlier row, so that one goes to the database first. One of an earlier day changes
        // nothing, as an older import would not; one of the same day that disagrees is a
        // duplicate: the first one wins.
        if (earlier.every((seen) => seen.digest === content) || observedOn < latest) {
          counts.unchanged += 1;
          continue;
        }
        if (observedOn === latest) {
          reject(event.file, "duplicate_in_feed");
          continue;
        }
        if (hashedKeys.some((key) => batchKeys.has(key)) && !(await flush()))
          return { aborted: true, byFile };
      }
      for (const key of hashedKeys) {
        seenKeys.set(key, { digest: content, observedOn });
        batchKeys.add(key);
      }
      batch.push({
        listing: event.listing,
        fingerprint,
        keys,
        sourceId: sourceIdOf(event.file),
        seenBefore: earlier.length > 0,
      });
      if (batch.length >= batchSize && !(await flush())) return { aborted: true, byFile };
    }
  } catch (error) {
    // Nothing is written after the caller drops the build.
    await pipeline.settle();
    throw error;
  }
  bytesRead = totalBytes;
  if (!(await flush())) return { aborted: true, byFile };
  await pipeline.drain();
  const validRows = new Map([...byFile].map(([file, fileCounts]) => [file, fileCounts.valid]));
  problems.push(...filesWithoutValidRows("listings", validRows, problems));
  return { aborted: false, byFile };
}

function contentDigest(listing: MarketListing): number {
  return contentDigestOf(JSON.stringify(listing));
}
