import type { AnalysisRecord } from "@faircarat/contracts";

/** faircarat-report-2026-11-22-1a2b3c4d.json: the day it was made and the start of its id. */
export function reportFileName(record: Pick<AnalysisRecord, "id" | "created_at">): string {
  const day = record.created_at.slice(0, 10);
  const shortId = record.id.replace(/[^a-zA-Z0-9]/g, "").slice(0, 8);
  return `faircarat-report-${day}-${shortId}.json`;
}

/** Downloads one analysis as JSON: the stored record exactly as the API returns it. */
export function exportReport(record: AnalysisRecord): void {
  const blob = new Blob([JSON.stringify(record, null, 2)], { type: "application/json" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = reportFileName(record);
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  // Let the download start before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
