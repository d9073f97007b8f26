import type { MarketIndexCell } from "@faircarat/contracts";
import { streamCsvRecords, type RecordEvent } from "../csv/stream-csv-records";
import { listFeedFiles, type FeedFile } from "../feed/list-feed-files";
import { streamIndexDocument } from "./index-document";
import { requiredIndexColumns } from "./index-row";
import { normaliseIndexRow } from "./normalise-index-row";

export type IndexEvent = RecordEvent<MarketIndexCell>;

/** What an index folder holds: CSV transcriptions and the publisher's JSON documents. */
export const INDEX_FILE_EXTENSIONS = [".csv", ".json"] as const;

/**
 * Streams index edition files (our CSV transcription, or the publisher's JSON edition document)
 * record by record; a bad record is a `rejected` event naming its file and line.
 */
export async function* streamIndexCells(files: readonly FeedFile[]): AsyncGenerator<IndexEvent> {
  let bytesBefore = 0;
  for (const file of files) {
    if (isIndexDocument(file.path)) yield* streamIndexDocument(file.path, bytesBefore);
    else
      for await (const event of streamCsvRecords([file], {
        normalise: normaliseIndexRow,
        requiredColumns: requiredIndexColumns,
      }))
        yield { ...event, bytesRead: bytesBefore + event.bytesRead };
    bytesBefore += file.size;
  }
}

/** The index publisher's own JSON edition document, rather than our CSV transcription. */
const isIndexDocument = (file: string) => file.toLowerCase().endsWith(".json");

export interface IndexCells {
  cells: MarketIndexCell[];
  read: number;
  /** Each rejected record with its place, so an operator can find it. */
  rejected: { reason: string; file: string; line: number }[];
}

/** Reads every .csv and .json in a folder (or one file) of index editions. */
export async function readIndexCells(fileOrFolder: string): Promise<IndexCells> {
  const result: IndexCells = { cells: [], read: 0, rejected: [] };
  for await (const event of streamIndexCells(
    await listFeedFiles(fileOrFolder, INDEX_FILE_EXTENSIONS),
  )) {
    result.read += 1;
    if (event.kind === "accepted") result.cells.push(event.value);
    else result.rejected.push({ reason: event.reason, file: event.file, line: event.line });
  }
  return result;
}
