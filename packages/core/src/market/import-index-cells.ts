import type { MarketIndexCell } from "@faircarat/contracts";
import type { Database } from "@faircarat/db";
import { refusesWholeFile, streamIndexCells, type FeedFile } from "@faircarat/market";
import { applyIndexBatch } from "./apply-index-batch";
import { indexCellKey, publicationOf } from "./index-cell-identity";
import {
  filesWithoutValidRows,
  type IndexImportRecord,
  type MarketImportProblem,
} from "./market-import-summary";
import type { ImportPosition } from "./import-position";

/**
 * Rejected records kept by place in the run's summary: an edition has tens of rows, so this is
 * every one in practice.
 */
const REJECTED_RECORDS_KEPT = 1000;

export interface IndexImport {
  record: IndexImportRecord;
  /** Files refused whole (not an index, unreadable to their end). */
  problems: MarketImportProblem[];
}

/**
 * Imports index edition files into `market_index_cells` in batches, one transaction each: new
 * cells, corrected cells and cells seen again. A bad record is counted and named by file and line;
 * a second record naming the same cell with other values is a `duplicate_cell` (the first one
 * wins).
 */
export async function importIndexCells(
  db: Database,
  runId: number,
  source: string,
  files: readonly FeedFile[] | null,
  position: ImportPosition,
  today: string,
  batchSize: number,
): Promise<IndexImport> {
  const record: IndexImportRecord = {
    source,
    found: files !== null,
    read: 0,
    imported: 0,
    updated: 0,
    unchanged: 0,
    rejected: 0,
    rejectedByReason: {},
    rejectedRecords: [],
  };
  const problems: MarketImportProblem[] = [];
  const reject = (file: string, line: number, reason: string) => {
    record.rejected += 1;
    record.rejectedByReason[reason] = (record.rejectedByReason[reason] ?? 0) + 1;
    if (record.rejectedRecords.length < REJECTED_RECORDS_KEPT)
      record.rejectedRecords.push({ file, line, reason });
    if (refusesWholeFile(reason)) problems.push({ source: "index", file, reason });
  };
  // Cell key -> the values of the first record naming it in this import.
  const seen = new Map<string, string>();
  const validRecords = new Map((files ?? []).map((file) => [file.path, 0]));
  let batch: MarketIndexCell[] = [];
  const flush = async () => {
    const outcome = await applyIndexBatch(db, runId, batch);
    record.imported += outcome.imported;
    record.updated += outcome.updated;
    record.unchanged += outcome.unchanged;
    batch = [];
  };

  position.source = "index";
  for await (const event of streamIndexCells(files ?? [])) {
    position.file = event.file;
    record.read += 1;
    if (event.kind === "rejected") {
      reject(event.file, event.line, event.reason);
      continue;
    }
    // An edition is collected before it is published, and neither can be after the import's day.
    if (event.value.edition > today) {
      reject(event.file, event.line, "date_in_future");
      continue;
    }
    validRecords.set(event.file, (validRecords.get(event.file) ?? 0) + 1);
    const key = indexCellKey({ ...event.value, publication: publicationOf(event.value) });
    const values = JSON.stringify(event.value);
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      if (earlier === values) record.unchanged += 1;
      else reject(event.file, event.line, "duplicate_cell");
      continue;
    }
    seen.set(key, values);
    batch.push(event.value);
    if (batch.length >= batchSize) await flush();
  }
  await flush();
  problems.push(...filesWithoutValidRows("index", validRecords, problems));
  return { record, problems };
}
