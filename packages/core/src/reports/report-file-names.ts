import type { AnalysisRecord } from "@faircarat/contracts";

const shortId = (id: string) => id.replace(/[^a-zA-Z0-9]/g, "").slice(0, 8);

/**
 * faircarat-report-2026-11-22-1a2b3c4d.pdf: the day the analysis was made and the start of its id.
 */
export function reportPdfFileName(record: Pick<AnalysisRecord, "id" | "created_at">): string {
  return `faircarat-report-${record.created_at.slice(0, 10)}-${shortId(record.id)}.pdf`;
}

/** faircarat-history-2026-11-24.csv: the day of the export. */
export function historyCsvFileName(today: Date): string {
  return `faircarat-history-${today.toISOString().slice(0, 10)}.csv`;
}
