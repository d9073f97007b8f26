import { readFile } from "node:fs/promises";
import { z } from "zod";
import type { MarketIndexCell } from "@faircarat/contracts";
import type { RecordEvent } from "../csv/stream-csv-records";
import { reject } from "../normalise/outcome";
import { historyRows, type CellFields, type DocumentRow } from "./index-document-history";
import { normaliseIndexRow } from "./normalise-index-row";

/** Far above an edition (the sample is 4 KB; a year of history a few tens of KB). */
export const MAX_INDEX_DOCUMENT_BYTES = 5 * 1024 * 1024;

/**
 * The publication the document format belongs to: the Rings.com Lab-Grown Diamond Price Index
 * publishes each edition as this JSON document (`index-data.json`); its cells are the CSV
 * transcription's, so both name the same publication and one edition read twice is one edition.
 */
export const INDEX_DOCUMENT_PUBLICATION = "https://rings.com/pages/lab-grown-diamond-price-index";

const cellSchema = z.looseObject({
  status: z.string(),
  stone_count: z.number().int().nonnegative().optional(),
  median_price_per_carat: z.number().positive().nullable().optional(),
  partial_capture: z.boolean().optional(),
});

const documentSchema = z.looseObject({
  month: z.string().max(40),
  last_updated: z.string().max(40),
  collection_date: z.string().max(40),
  benchmark_spec: z.string().max(80),
  cell_ranges: z.record(z.string().max(20), z.string().max(40)),
  retailers: z
    .array(
      z.looseObject({
        name: z.string().max(100),
        slug: z.string().max(100).optional(),
        non_igi: z.boolean().optional(),
        cells: z.record(z.string().max(20), cellSchema),
      }),
    )
    .max(500),
  history: z.array(z.unknown()).max(600).optional(),
});

type IndexDocument = z.infer<typeof documentSchema>;

/** An index record; `fromHistory` when it comes from a month of `history[]`, not the edition. */
export type IndexDocumentEvent = RecordEvent<MarketIndexCell> & { fromHistory?: true };

/**
 * Reads one edition document (from its file, or the bytes fetched from its URL) into index records,
 * each normalised as a CSV row is: a bad cell is a `rejected` event (its line is the retailer's
 * place in the document; a month of `history[]` counts on after the retailers), a document that is
 * not an edition is one `malformed_document` rejection (refused whole). Cells marked `thin`, and
 * cells of a partial capture (their median is a floor, not a median), are kept without a price;
 * reference rows of another grading (`non_igi`) are left out, as the publisher leaves them out of
 * its level. The months of `history[]` other than the edition itself follow as editions too.
 */
export async function* streamIndexDocument(
  file: string,
  bytesBefore: number,
  body?: Buffer,
): AsyncGenerator<IndexDocumentEvent> {
  const refused = (reason: string) => ({
    kind: "rejected" as const,
    reason: `malformed_document:${reason}`,
    file,
    line: 0,
    bytesRead: bytesBefore,
  });
  const read = await readDocument(file, body);
  if ("problem" in read) {
    yield refused(read.problem);
    return;
  }
  for (const { row, line, fromHistory, problem } of read.rows) {
    const outcome = problem === undefined ? normaliseIndexRow(row) : reject(problem);
    const position = { file, line, bytesRead: bytesBefore + read.bytes };
    const event: IndexDocumentEvent = outcome.ok
      ? { kind: "accepted", value: outcome.value, ...position }
      : { kind: "rejected", reason: outcome.reason, ...position };
    yield fromHistory ? { ...event, fromHistory } : event;
  }
}

/** The document's cells as CSV-shaped records and its size, or why it is no edition. */
async function readDocument(
  file: string,
  body?: Buffer,
): Promise<{ rows: DocumentRow[]; bytes: number } | { problem: string }> {
  const bytes = body ?? (await readFile(file).catch(() => null));
  if (!bytes) return { problem: "unreadable" };
  if (bytes.length > MAX_INDEX_DOCUMENT_BYTES) return { problem: "too_large" };
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString("utf8"));
  } catch {
    return { problem: "not_json" };
  }
  const parsed = documentSchema.safeParse(json);
  if (!parsed.success) return { problem: "not_an_edition" };
  const rows = indexRowsOf(parsed.data);
  return rows ? { rows, bytes: bytes.length } : { problem: "unknown_benchmark_spec" };
}

/** The document's cells as CSV-shaped records, or null when its benchmark spec is not one we read. */
function indexRowsOf(document: IndexDocument): DocumentRow[] | null {
  const spec = /^([D-Z])\s+(\S+)\s+(\S+)\s+(IGI|GIA)$/i.exec(document.benchmark_spec.trim());
  if (!spec) return null;
  const [, color, clarity, cut, lab] = spec;
  const cellFields: CellFields = (cellName, median) => {
    const window = /^([\d.]+)\s*[–-]\s*([\d.]+)\s*ct$/i.exec(document.cell_ranges[cellName] ?? "");
    const nominal = /^([\d.]+)\s*ct$/i.exec(cellName)?.[1];
    return {
      shape: "round",
      color,
      clarity,
      cut,
      cert_lab: lab,
      carat_from: window?.[1],
      carat_to: window?.[2],
      nominal_carat: nominal,
      median_price_per_carat_usd: median === null ? "" : String(median),
      index_price_usd:
        median !== null && nominal ? String(Math.round(median * Number(nominal))) : "",
    };
  };
  const collectedOn = isoDay(document.collection_date) ?? document.collection_date;
  const edition = document.retailers.flatMap((retailer, position) =>
    retailer.non_igi
      ? []
      : Object.entries(retailer.cells).map(([name, cell]): DocumentRow => {
          const median = cell.median_price_per_carat ?? null;
          const published = cell.status === "ok" && !cell.partial_capture && median !== null;
          return {
            line: position + 1,
            row: {
              ...cellFields(name, published ? median : null),
              edition: document.last_updated,
              collected_on: collectedOn,
              retailer: retailer.name,
              listings: String(cell.stone_count ?? 0),
              status: published ? "published" : cell.status,
              source: `${INDEX_DOCUMENT_PUBLICATION} (${document.month} edition)`,
            },
          };
        }),
  );
  return [...edition, ...historyRows(document, cellFields, INDEX_DOCUMENT_PUBLICATION)];
}

const months = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];

/** "May 18, 2026" -> "2026-05-18"; an ISO day as it is; null for anything else. */
function isoDay(words: string): string | null {
  if (/^\d{4}-\d\d-\d\d$/.test(words.trim())) return words.trim();
  const match = /^([A-Za-z]+)\s+(\d{1,2}),?\s+(\d{4})$/.exec(words.trim());
  const month = match ? months.indexOf(match[1]!.toLowerCase()) + 1 : 0;
  if (!match || month === 0) return null;
  return `${match[3]}-${String(month).padStart(2, "0")}-${match[2]!.padStart(2, "0")}`;
}
