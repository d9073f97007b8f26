import { createReadStream } from "node:fs";
import { pipeline } from "node:stream";
import { parse, type Info } from "csv-parse";
import { isStorableText } from "@faircarat/contracts/storable-text";
import { reject, type Outcome } from "../normalise/outcome";
import { capLineLength } from "./cap-line-length";

/**
 * The longest record (and line) read, in bytes: the real feeds' longest line is 349 bytes, so this
 * is far above any real row, and it keeps a hostile line (2 GB) from growing the process.
 */
export const MAX_RECORD_BYTES = 64 * 1024;

export interface CsvFile {
  path: string;
  size: number;
}

export interface RecordPosition {
  file: string;
  /** Line of the record in its file (1 is the header). */
  line: number;
  /** Bytes consumed so far over all files, for progress. */
  bytesRead: number;
}

export type RecordEvent<T> = (
  { kind: "accepted"; value: T } | { kind: "rejected"; reason: string }
) &
  RecordPosition;

export interface CsvReading<T> {
  normalise: (record: unknown) => Outcome<T>;
  /**
   * Columns a file must name; without them the whole file is one `missing_columns:` rejection (a
   * `;`-delimited file, another kind of file).
   */
  requiredColumns?: readonly string[];
}

/**
 * Whether a rejection stands for a whole file (unreadable to its end, or not this kind of file)
 * rather than one record.
 */
export function refusesWholeFile(reason: string): boolean {
  return (
    reason === "malformed_csv" ||
    reason.startsWith("missing_columns:") ||
    reason.startsWith("malformed_document:")
  );
}

const parserOptions = {
  bom: true,
  skip_empty_lines: true,
  skip_records_with_error: true,
  info: true,
  max_record_size: MAX_RECORD_BYTES,
} as const;

/**
 * Streams CSV files record by record, normalising each; bad records become `rejected` events, never
 * silence.
 */
export async function* streamCsvRecords<T>(
  files: readonly CsvFile[],
  reading: CsvReading<T>,
): AsyncGenerator<RecordEvent<T>> {
  let bytesBefore = 0;
  for (const file of files) {
    yield* streamFile(file.path, bytesBefore, reading);
    bytesBefore += file.size;
  }
}

async function* streamFile<T>(
  file: string,
  bytesBefore: number,
  reading: CsvReading<T>,
): AsyncGenerator<RecordEvent<T>> {
  const skipped: RecordEvent<T>[] = [];
  const skip = (reason: string, line: number) =>
    skipped.push({ kind: "rejected", reason, file, line, bytesRead: bytesBefore });
  let missingColumns: string[] = [];
  let droppedBytes = 0;
  const parser = parse({
    ...parserOptions,
    columns: (header: string[]) => {
      const names = header.map((name) => name.trim().toLowerCase());
      missingColumns = (reading.requiredColumns ?? []).filter((column) => !names.includes(column));
      return names;
    },
    on_skip: (error) => {
      const line = typeof error?.lines === "number" ? error.lines : 0;
      if (error?.code === "CSV_MAX_RECORD_SIZE") {
        // A record over the limit made of short lines (a quoted field spanning many): csv-parse
        // cannot resynchronise after it and would drop the rest of the file silently, so the file
        // is refused.
        skip("record_too_long", line);
        throw error;
      }
      skip("malformed_row", line);
      return undefined;
    },
  });
  const lineCap = capLineLength(MAX_RECORD_BYTES, (line, bytes) => {
    droppedBytes += bytes;
    skip("record_too_long", line);
  });
  const input = createReadStream(file);
  pipeline(input, lineCap, parser, () => undefined);
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: unknown; info: Info }>) {
      if (missingColumns.length > 0) break;
      yield* takeBefore(skipped, info.lines);
      const position = {
        file,
        line: info.lines,
        bytesRead: bytesBefore + info.bytes + droppedBytes,
      };
      // A NUL (or a lone surrogate) cannot be stored in PostgreSQL text: one such cell failed the
      // whole import, on every retry.
      const outcome = hasUnstorableCell(record)
        ? reject("unstorable_text")
        : reading.normalise(record);
      yield outcome.ok
        ? { kind: "accepted", value: outcome.value, ...position }
        : { kind: "rejected", reason: outcome.reason, ...position };
    }
  } catch {
    // An unreadable file (e.g. a quote never closed) cannot be resynchronised: count it and go on.
    skip("malformed_csv", 0);
  }
  if (missingColumns.length > 0) {
    // Refused whole, also when it holds a header alone: what it holds is not this kind of file.
    input.destroy();
    yield {
      kind: "rejected",
      reason: `missing_columns:${missingColumns.join(",")}`,
      file,
      line: 1,
      bytesRead: bytesBefore,
    };
    return;
  }
  yield* skipped.splice(0);
}

/** The queued rejections of lines before `line`, in line order, so events come in file order. */
function takeBefore<T>(queue: RecordEvent<T>[], line: number): RecordEvent<T>[] {
  const due = queue.filter((event) => event.line < line).sort((a, b) => a.line - b.line);
  if (due.length > 0) queue.splice(0, queue.length, ...queue.filter((event) => event.line >= line));
  return due;
}

function hasUnstorableCell(record: unknown): boolean {
  return (
    typeof record === "object" &&
    record !== null &&
    Object.values(record).some((value) => typeof value === "string" && !isStorableText(value))
  );
}
