import { createReadStream } from "node:fs";
import { pipeline } from "node:stream";
import { parse, type Info } from "csv-parse";
import type { Outcome } from "../normalise/outcome";

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

export type RecordEvent<T> = ({ kind: "accepted"; value: T } | { kind: "rejected"; reason: string }) & RecordPosition;

export interface CsvReading<T> {
  normalise: (record: unknown) => Outcome<T>;
  /** Columns a file must name; without them the whole file is one `missing_columns:` rejection (a `;`-delimited file, another kind of file). */
  requiredColumns?: readonly string[];
}

/** Whether a rejection stands for a whole file (unreadable to its end, or not this kind of file) rather than one record. */
export function refusesWholeFile(reason: string): boolean {
  return reason === "malformed_csv" || reason.startsWith("missing_columns:");
}

const parserOptions = {
  bom: true,
  skip_empty_lines: true,
  skip_records_with_error: true,
  info: true,
} as const;

/** Streams CSV files record by record, normalising each; bad records become `rejected` events, never silence. */
export async function* streamCsvRecords<T>(files: readonly CsvFile[], reading: CsvReading<T>): AsyncGenerator<RecordEvent<T>> {
  let bytesBefore = 0;
  for (const file of files) {
    yield* streamFile(file.path, bytesBefore, reading);
    bytesBefore += file.size;
  }
}

async function* streamFile<T>(file: string, bytesBefore: number, reading: CsvReading<T>): AsyncGenerator<RecordEvent<T>> {
  const skipped: RecordEvent<T>[] = [];
  let missingColumns: string[] = [];
  const parser = parse({
    ...parserOptions,
    columns: (header: string[]) => {
      const names = header.map((name) => name.trim().toLowerCase());
      missingColumns = (reading.requiredColumns ?? []).filter((column) => !names.includes(column));
      return names;
    },
    on_skip: (error) => {
      const line = typeof error?.lines === "number" ? error.lines : 0;
      skipped.push({ kind: "rejected", reason: "malformed_row", file, line, bytesRead: bytesBefore });
      return undefined;
    },
  });
  const input = createReadStream(file);
  pipeline(input, parser, () => undefined);
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: unknown; info: Info }>) {
      if (missingColumns.length > 0) {
        yield { kind: "rejected", reason: `missing_columns:${missingColumns.join(",")}`, file, line: 1, bytesRead: bytesBefore };
        input.destroy();
        return;
      }
      yield* skipped.splice(0);
      const position = { file, line: info.lines, bytesRead: bytesBefore + info.bytes };
      const outcome = reading.normalise(record);
      yield outcome.ok ? { kind: "accepted", value: outcome.value, ...position } : { kind: "rejected", reason: outcome.reason, ...position };
    }
  } catch {
    // An unreadable file (e.g. a quote never closed) cannot be resynchronised: count it and go on.
    skipped.push({ kind: "rejected", reason: "malformed_csv", file, line: 0, bytesRead: bytesBefore });
  }
  yield* skipped.splice(0);
}
