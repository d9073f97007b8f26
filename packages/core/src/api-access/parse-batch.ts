import { parse } from "csv-parse/sync";
import { API_BATCH_MAX_LINES, apiStoneQuerySchema } from "@faircarat/contracts";
import { DomainError } from "../errors";
import { formatCount } from "@faircarat/contracts/figures";

/**
 * One stone line of a batch: its line number in the body and its fields as text, or why it could
 * not be read.
 */
export type BatchLine =
  { line: number; fields: Record<string, string> } | { line: number; unreadable: string };

const tooMany = () =>
  new DomainError(
    "validation_failed",
    `A batch holds at most ${formatCount(API_BATCH_MAX_LINES)} stones.`,
  );

/** Values become text as a query string would carry them; null and blank mean "not given". */
function asFields(record: Record<string, unknown>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(record)) {
    if (value === null || value === undefined || value === "") continue;
    fields[name] = typeof value === "string" ? value : JSON.stringify(value);
  }
  return fields;
}

/**
 * Reads a jeweler's inventory as JSON lines (one object per line) or CSV with a header row
 * (the analyze endpoint's parameter names). Blank lines are skipped; line numbers are the body's.
 */
export function parseBatch(body: string, format: "jsonl" | "csv"): BatchLine[] {
  return format === "csv" ? parseCsv(body) : parseJsonLines(body);
}

function parseJsonLines(body: string): BatchLine[] {
  const lines: BatchLine[] = [];
  body.split(/\r?\n/).forEach((text, index) => {
    if (text.trim() === "") return;
    if (lines.length >= API_BATCH_MAX_LINES) throw tooMany();
    const line = index + 1;
    try {
      const value: unknown = JSON.parse(text);
      if (value === null || typeof value !== "object" || Array.isArray(value))
        lines.push({ line, unreadable: "Each line must be one JSON object." });
      else lines.push(jsonLine(line, value as Record<string, unknown>));
    } catch {
      lines.push({ line, unreadable: "This line is not valid JSON." });
    }
  });
  return lines;
}

/** The analyze endpoint's parameter names: the only columns a batch reads. */
const readColumns: readonly string[] = Object.keys(apiStoneQuerySchema.shape);

// A header is the caller's text, up to the whole 1 MB body: the refusal quotes a readable part of
// it.
const MAX_NAMES_SHOWN = 5;
const MAX_NAME_SHOWN = 40;
const quoted = (name: string) => {
  const characters = [...name];
  return `"${characters.length > MAX_NAME_SHOWN ? `${characters.slice(0, MAX_NAME_SHOWN).join("")}…` : name}"`;
};

/**
 * Names as the analyze endpoint's parameters, in any case (a spreadsheet's "Carat"), or what is
 * wrong with them: a repeated name would leave one of its values unread, and a misspelt one
 * ("shap", "price") would price or fail the stone without it (docs/decisions/032).
 */
function readNames(
  written: readonly string[],
  kind: "column" | "key",
): { names: string[] } | { problem: string } {
  const names = written.map(
    (name) => readColumns.find((column) => column.toLowerCase() === name.toLowerCase()) ?? name,
  );
  const repeated = names.findIndex((name, index) => name !== "" && names.indexOf(name) !== index);
  if (repeated >= 0)
    return {
      problem: `has the ${kind} ${quoted(written[repeated]!)} twice; each ${kind} can appear once.`,
    };
  const unknown = names.filter((name) => name !== "" && !readColumns.includes(name));
  if (unknown.length === 0) return { names };
  const listed =
    unknown.slice(0, MAX_NAMES_SHOWN).map(quoted).join(", ") +
    (unknown.length > MAX_NAMES_SHOWN ? ` and ${unknown.length - MAX_NAMES_SHOWN} more` : "");
  const what =
    unknown.length === 1 ? `a ${kind} the batch does not read` : `${kind}s the batch does not read`;
  return {
    problem: `has ${what}: ${listed}. The ${kind}s it reads are ${readColumns.join(", ")}.`,
  };
}

/**
 * The header row's names (a column without a name means nothing and is skipped), or a refusal of
 * the whole batch.
 */
function columnsOf(header: string[]): (string | false)[] {
  const read = readNames(
    header.map((h) => h.trim()),
    "column",
  );
  if ("problem" in read)
    throw new DomainError("validation_failed", `The CSV header ${read.problem}`);
  return read.names.map((name) => name || false);
}

/**
 * A JSON line's object read with the same names as a CSV header; a key it does not read is that
 * line's error.
 */
function jsonLine(line: number, value: Record<string, unknown>): BatchLine {
  const keys = Object.keys(value);
  const read = readNames(keys, "key");
  if ("problem" in read) return { line, unreadable: `This line ${read.problem}` };
  return {
    line,
    fields: asFields(Object.fromEntries(keys.map((key, i) => [read.names[i]!, value[key]]))),
  };
}

function parseCsv(body: string): BatchLine[] {
  let records: { record: Record<string, string>; info: { lines: number; error?: unknown } }[];
  try {
    records = parse(body, {
      columns: columnsOf,
      skip_empty_lines: true,
      info: true,
      relax_column_count: true,
      bom: true,
      trim: true,
    });
  } catch (err) {
    if (err instanceof DomainError) throw err;
    throw new DomainError(
      "validation_failed",
      `The CSV could not be read: ${err instanceof Error ? err.message : "malformed"}.`,
    );
  }
  if (records.length > API_BATCH_MAX_LINES) throw tooMany();
  // A line with more or fewer values than the header has columns is refused, not read in part:
  // "1,G,VS1,3,000" would otherwise be priced at $3.
  return records.map(({ record, info }) =>
    info.error
      ? { line: info.lines, unreadable: uneven }
      : { line: info.lines, fields: asFields(record) },
  );
}

const uneven =
  'This line has more or fewer values than the header has columns; put a value with a comma in it in double quotes ("3,000").';
