import { createReadStream } from "node:fs";
import { pipeline } from "node:stream";
import type { MarketListing } from "@faircarat/contracts";
import { parse, type Info } from "csv-parse";
import type { FeedFile } from "./list-feed-files";
import { normaliseFeedRow } from "./normalise-feed-row";

interface Position {
  file: string;
  /** Line of the record in its file (1 is the header). */
  line: number;
  /** Bytes consumed so far over all files, for progress. */
  bytesRead: number;
}
export type FeedEvent = ({ kind: "listing"; listing: MarketListing } | { kind: "rejected"; reason: string }) & Position;

const parserOptions = {
  bom: true,
  columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()),
  skip_empty_lines: true,
  skip_records_with_error: true,
  info: true,
} as const;

/** Streams the files record by record, normalising each; bad records become `rejected` events, never silence. */
export async function* streamFeedRows(files: FeedFile[]): AsyncGenerator<FeedEvent> {
  let bytesBefore = 0;
  for (const file of files) {
    yield* streamFile(file.path, bytesBefore);
    bytesBefore += file.size;
  }
}

async function* streamFile(file: string, bytesBefore: number): AsyncGenerator<FeedEvent> {
  const skipped: FeedEvent[] = [];
  const parser = parse({
    ...parserOptions,
    on_skip: (error) => {
      const line = typeof error?.lines === "number" ? error.lines : 0;
      skipped.push({ kind: "rejected", reason: "malformed_row", file, line, bytesRead: bytesBefore });
      return undefined;
    },
  });
  pipeline(createReadStream(file), parser, () => undefined);
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: unknown; info: Info }>) {
      yield* skipped.splice(0);
      const position = { file, line: info.lines, bytesRead: bytesBefore + info.bytes };
      const outcome = normaliseFeedRow(record);
      yield outcome.ok ? { kind: "listing", listing: outcome.value, ...position } : { kind: "rejected", reason: outcome.reason, ...position };
    }
  } catch {
    // An unreadable file (e.g. a quote never closed) cannot be resynchronised: count it and go on.
    skipped.push({ kind: "rejected", reason: "malformed_csv", file, line: 0, bytesRead: bytesBefore });
  }
  yield* skipped.splice(0);
}
