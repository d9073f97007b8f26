import type { MarketIndexCell } from "@faircarat/contracts";
import { streamCsvRecords, type RecordEvent } from "../csv/stream-csv-records";
import { listFeedFiles, type FeedFile } from "../feed/list-feed-files";
import { requiredIndexColumns } from "./index-row";
import { normaliseIndexRow } from "./normalise-index-row";

export type IndexEvent = RecordEvent<MarketIndexCell>;

/**
 * Streams index edition files record by record; a bad record is a `rejected` event naming its file
 * and line.
 */
export function streamIndexCells(files: readonly FeedFile[]): AsyncGenerator<IndexEvent> {
  return streamCsvRecords(files, {
    normalise: normaliseIndexRow,
    requiredColumns: requiredIndexColumns,
  });
}

export interface IndexCells {
  cells: MarketIndexCell[];
  read: number;
  /** Each rejected record with its place, so an operator can find it. */
  rejected: { reason: string; file: string; line: number }[];
}

/** Reads every .csv in a folder (or one file) of index editions. */
export async function readIndexCells(fileOrFolder: string): Promise<IndexCells> {
  const result: IndexCells = { cells: [], read: 0, rejected: [] };
  for await (const event of streamIndexCells(await listFeedFiles(fileOrFolder))) {
    result.read += 1;
    if (event.kind === "accepted") result.cells.push(event.value);
    else result.rejected.push({ reason: event.reason, file: event.file, line: event.line });
  }
  return result;
}
