import type { MarketIndexCell } from "@faircarat/contracts";
import { streamCsvRecords } from "../csv/stream-csv-records";
import { listFeedFiles, type FeedFile } from "../feed/list-feed-files";
import { streamIndexDocument, type IndexDocumentEvent } from "./index-document";
import { requiredIndexColumns } from "./index-row";
import { normaliseIndexRow } from "./normalise-index-row";

export type IndexEvent = IndexDocumentEvent;

/**
 * An index source: a file, or the publisher's document fetched from a URL (`path` is the URL, and
 * `body` what it sent).
 */
export type IndexSourceFile = FeedFile & { body?: Buffer };

/** What an index folder holds: CSV transcriptions and the publisher's JSON documents. */
export const INDEX_FILE_EXTENSIONS = [".csv", ".json"] as const;

/**
 * Streams index edition files (our CSV transcription, or the publisher's JSON edition document)
 * record by record; a bad record is a `rejected` event naming its file and line. The months of the
 * documents' `history[]` come after every file's editions, so an edition read in full is read
 * before a month of history naming the same cells.
 */
export async function* streamIndexCells(
  files: readonly IndexSourceFile[],
): AsyncGenerator<IndexEvent> {
  let bytesBefore = 0;
  const history: IndexEvent[] = [];
  for (const file of files) {
    if (file.body !== undefined || isIndexDocument(file.path)) {
      for await (const event of streamIndexDocument(file.path, bytesBefore, file.body))
        if (event.fromHistory) history.push(event);
        else yield event;
    } else
      for await (const event of streamCsvRecords([file], {
        normalise: normaliseIndexRow,
        requiredColumns: requiredIndexColumns,
      }))
        yield { ...event, bytesRead: bytesBefore + event.bytesRead };
    bytesBefore += file.size;
  }
  yield* history;
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
