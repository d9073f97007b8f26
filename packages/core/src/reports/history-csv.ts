import { and, desc, eq, lt, or } from "drizzle-orm";
import type { AnalysisRecord } from "@faircarat/contracts";
import { tables, type Database } from "@faircarat/db";
import { toAnalysisRecord } from "../analyses/to-analysis-record";
import { reportTitle } from "@faircarat/contracts/diamond-titles";
import { verdictLabel } from "@faircarat/contracts/verdict-texts";

type Column = [header: string, value: (record: AnalysisRecord) => string | number | null];

const money = (dollars: number) => dollars.toFixed(2);

/**
 * One row per analysis; money in US dollars with cents, as stored, so a spreadsheet can add them
 * up.
 */
const columns: Column[] = [
  ["created_at", (r) => r.created_at],
  ["title", (r) => reportTitle(r.analysis_data.analysis)],
  ["listing_url", (r) => r.listing_url],
  ["shape", (r) => r.analysis_data.analysis.specs.shape],
  ["carat", (r) => r.carat],
  ["cut", (r) => r.cut],
  ["color", (r) => r.color],
  ["clarity", (r) => r.clarity],
  ["certificate_number", (r) => r.certificate_number],
  ["listed_price_usd", (r) => money(r.listed_price)],
  ["fair_market_value_usd", (r) => money(r.fair_market_value)],
  ["range_80_low_usd", (r) => money(r.analysis_data.analysis.low)],
  ["range_80_high_usd", (r) => money(r.analysis_data.analysis.high)],
  ["savings_amount_usd", (r) => money(r.savings_amount)],
  ["markup_percentage", (r) => r.markup_percentage.toFixed(1)],
  [
    "verdict",
    (r) =>
      verdictLabel({ isOverpriced: r.is_overpriced, verdict: r.analysis_data.analysis.verdict }),
  ],
  ["confidence_percent", (r) => Math.round(r.analysis_data.analysis.confidence * 100)],
  ["retailer", (r) => r.analysis_data.analysis.retailer],
  [
    "market_data_date",
    (r) => r.analysis_data.analysis.basis.dataDate ?? r.analysis_data.analysis.basis.valuationDate,
  ],
  ["valuation_date", (r) => r.analysis_data.analysis.basis.valuationDate],
  ["analysis_id", (r) => r.id],
];

/**
 * RFC 4180 quoting; text a spreadsheet would run as a formula (=, +, -, @ first) gets a leading
 * apostrophe. Numbers are written by us and go out as they are.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return "";
  if (typeof value === "number") return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const headerLine = () => columns.map(([header]) => header).join(",");
const recordLine = (record: AnalysisRecord) =>
  columns.map(([, value]) => csvCell(value(record))).join(",");
const csvText = (lines: string[]) => lines.join("\r\n") + "\r\n";

export function historyCsv(records: readonly AnalysisRecord[]): string {
  return csvText([headerLine(), ...records.map(recordLine)]);
}

/**
 * Analyses read at a time: a long history is never held in memory as a whole, only its CSV text.
 */
const EXPORT_PAGE_SIZE = 500;

/**
 * The user's whole history as CSV, newest first, read a page at a time (keyset on created_at, id):
 * each row carries its full analysis, so a history of tens of thousands would otherwise be
 * hundreds of megabytes of objects at once.
 */
export async function exportHistoryCsv(
  db: Database,
  userId: string,
  { pageSize = EXPORT_PAGE_SIZE } = {},
): Promise<string> {
  const a = tables.diamondAnalyses;
  const lines = [headerLine()];
  let after: { createdAt: Date; id: string } | undefined;
  for (;;) {
    const page = await db
      .select()
      .from(a)
      .where(
        and(
          eq(a.userId, userId),
          after
            ? or(
                lt(a.createdAt, after.createdAt),
                and(eq(a.createdAt, after.createdAt), lt(a.id, after.id)),
              )
            : undefined,
        ),
      )
      .orderBy(desc(a.createdAt), desc(a.id))
      .limit(pageSize);
    for (const row of page) lines.push(recordLine(toAnalysisRecord(row)));
    const last = page.at(-1);
    if (!last || page.length < pageSize) break;
    after = { createdAt: last.createdAt, id: last.id };
  }
  return csvText(lines);
}
