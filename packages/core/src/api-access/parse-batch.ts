import { parse } from "csv-parse/sync";
import { API_BATCH_MAX_LINES, apiStoneQuerySchema } from "@faircarat/contracts";
import { DomainError } from "../errors";

/** One stone line of a batch: its line number in the body and its fields as text, or why it could not be read. */
export type BatchLine = { line: number; fields: Record<string, string> } | { line: number; unreadable: string };

const tooMany = () => new DomainError("validation_failed", `A batch holds at most ${API_BATCH_MAX_LINES.toLocaleString("en-US")} stones.`);

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
      if (value === null || typeof value !== "object" || Array.isArray(value)) lines.push({ line, unreadable: "Each line must be one JSON object." });
      else lines.push({ line, fields: asFields(value as Record<string, unknown>) });
    } catch {
      lines.push({ line, unreadable: "This line is not valid JSON." });
    }
  });
  return lines;
}

/** The analyze endpoint's parameter names: the only columns a batch reads. */
const readColumns: readonly string[] = Object.keys(apiStoneQuerySchema.shape);

// A header is the caller's text, up to the whole 1 MB body: the refusal quotes a readable part of it.
const MAX_NAMES_SHOWN = 5;
const MAX_NAME_SHOWN = 40;
const quoted = (name: string) => {
  const characters = [...name];
  return `"${characters.length > MAX_NAME_SHOWN ? `${characters.slice(0, MAX_NAME_SHOWN).join("")}…` : name}"`;
};

/**
 * The header row's names, or a refusal of the whole batch: a repeated column would leave one of
 * its values unread, and a misspelt one ("shap", "price") would price or fail every line without
 * it (docs/decisions/032). A column without a name means nothing and is skipped.
 */
function columnsOf(header: string[]): (string | false)[] {
  const written = header.map((h) => h.trim());
  // A spreadsheet's "Carat" or "LISTEDPRICE" is the column it names.
  const names = written.map((name) => readColumns.find((column) => column.toLowerCase() === name.toLowerCase()) ?? name);
  const repeated = names.findIndex((name, index) => name !== "" && names.indexOf(name) !== index);
  if (repeated >= 0) throw new DomainError("validation_failed", `The CSV header has the column ${quoted(written[repeated]!)} twice; each column can appear once.`);
  const unknown = names.filter((name) => name !== "" && !readColumns.includes(name));
  if (unknown.length > 0) {
    const listed = unknown.slice(0, MAX_NAMES_SHOWN).map(quoted).join(", ") + (unknown.length > MAX_NAMES_SHOWN ? ` and ${unknown.length - MAX_NAMES_SHOWN} more` : "");
    const what = unknown.length === 1 ? "a column the batch does not read" : "columns the batch does not read";
    throw new DomainError("validation_failed", `The CSV header has ${what}: ${listed}. The columns it reads are ${readColumns.join(", ")}.`);
  }
  return names.map((name) => name || false);
}

function parseCsv(body: string): BatchLine[] {
  let records: { record: Record<string, string>; info: { lines: number; error?: unknown } }[];
  try {
    records = parse(body, { columns: columnsOf, skip_empty_lines: true, info: true, relax_column_count: true, bom: true, trim: true });
  } catch (err) {
    if (err instanceof DomainError) throw err;
    throw new DomainError("validation_failed", `The CSV could not be read: ${err instanceof Error ? err.message : "malformed"}.`);
  }
  if (records.length > API_BATCH_MAX_LINES) throw tooMany();
  // A line with more or fewer values than the header has columns is refused, not read in part:
  // "1,G,VS1,3,000" would otherwise be priced at $3.
  return records.map(({ record, info }) => (info.error ? { line: info.lines, unreadable: uneven } : { line: info.lines, fields: asFields(record) }));
}

const uneven = 'This line has more or fewer values than the header has columns; put a value with a comma in it in double quotes ("3,000").';
