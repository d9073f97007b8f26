import type { Database } from "@faircarat/db";
import { refusesWholeFile, streamIndexCells, type IndexSourceFile } from "@faircarat/market";
import { applyIndexBatch, type SourcedIndexCell } from "./apply-index-batch";
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
  /** Valid and rejected records by file. */
  byFile: Map<string, { valid: number; rejected: number }>;
}

/**
 * Imports index edition files into a build of the market (`generation`) in batches, one
 * transaction each, each cell with the source version (file) that published it. A bad record is
 * counted and named by file and line; a second record naming the same cell with other values is a
 * `duplicate_cell` (the first one wins), unless it is a month of a document's history.
 */
export async function importIndexCells(
  db: Database,
  generation: number,
  source: string,
  files: readonly IndexSourceFile[] | null,
  sourceIdOf: (file: string) => number,
  position: ImportPosition,
  today: string,
  batchSize: number,
): Promise<IndexImport> {
  const record: IndexImportRecord = {
    source,
    found: files !== null,
    read: 0,
    imported: 0,
    unchanged: 0,
    rejected: 0,
    rejectedByReason: {},
    rejectedRecords: [],
  };
  const problems: MarketImportProblem[] = [];
  const byFile = new Map((files ?? []).map((file) => [file.path, { valid: 0, rejected: 0 }]));
  const reject = (file: string, line: number, reason: string) => {
    record.rejected += 1;
    record.rejectedByReason[reason] = (record.rejectedByReason[reason] ?? 0) + 1;
    if (record.rejectedRecords.length < REJECTED_RECORDS_KEPT)
      record.rejectedRecords.push({ file, line, reason });
    const counts = byFile.get(file);
    if (counts) counts.rejected += 1;
    if (refusesWholeFile(reason)) problems.push({ source: "index", file, reason });
  };
  // Cell key -> the values of the first record naming it in this import.
  const seen = new Map<string, string>();
  let batch: SourcedIndexCell[] = [];
  const flush = async () => {
    record.imported += await applyIndexBatch(db, generation, batch);
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
    const counts = byFile.get(event.file);
    if (counts) counts.valid += 1;
    const key = indexCellKey({ ...event.value, publication: publicationOf(event.value) });
    const values = JSON.stringify(event.value);
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      // A month of a document's history that another source gives in full (with its listings) is
      // that edition read again, not a second opinion on it.
      if (earlier === values || event.fromHistory) record.unchanged += 1;
      else reject(event.file, event.line, "duplicate_cell");
      continue;
    }
    seen.set(key, values);
    batch.push({ cell: event.value, sourceId: sourceIdOf(event.file) });
    if (batch.length >= batchSize) await flush();
  }
  await flush();
  const validRecords = new Map([...byFile].map(([file, counts]) => [file, counts.valid]));
  problems.push(...filesWithoutValidRows("index", validRecords, problems));
  return { record, problems, byFile };
}
