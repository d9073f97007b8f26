import type { CreatedReportShare, ReportShare } from "@faircarat/contracts";
import { reportSharesPath } from "@faircarat/contracts/report-paths";
import { apiRequest } from "@/lib/api-client";

const schemas = () => import("@faircarat/contracts/reports");

/** The report's live read-only links, newest first. */
export async function fetchReportShares(
  analysisId: string,
  signal?: AbortSignal,
): Promise<ReportShare[]> {
  const schema = () => schemas().then((m) => m.reportShareListSchema);
  return (await apiRequest(reportSharesPath(analysisId), { schema, signal })).shares;
}

/** A new link; its address is in this answer only. */
export async function createReportShare(analysisId: string): Promise<CreatedReportShare> {
  const schema = () => schemas().then((m) => m.createReportShareResponseSchema);
  return (await apiRequest(reportSharesPath(analysisId), { method: "POST", schema })).share;
}

export async function revokeReportShare(analysisId: string, shareId: string): Promise<void> {
  await apiRequest(`${reportSharesPath(analysisId)}/${encodeURIComponent(shareId)}`, {
    method: "DELETE",
  });
}
