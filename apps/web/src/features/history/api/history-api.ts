import type { AnalysisRecord } from "@faircarat/contracts";
import { ownedReportApiPath } from "@faircarat/contracts/report-paths";
import { apiRequest } from "@/lib/api-client";

const analysisListSchema = () =>
  import("@faircarat/contracts/analysis").then((m) => m.analysisListSchema);
const ownedReportSchema = () =>
  import("@faircarat/contracts/reports").then((m) => m.ownedReportResponseSchema);

/** The signed-in user's own analyses, newest first. */
export async function fetchAnalyses(signal?: AbortSignal): Promise<AnalysisRecord[]> {
  const { analyses } = await apiRequest("/api/analyses", { schema: analysisListSchema, signal });
  return analyses;
}

/** One of the signed-in user's own analyses (another user's is a 404 `not_found`). */
export async function fetchOwnedReport(id: string, signal?: AbortSignal): Promise<AnalysisRecord> {
  return (await apiRequest(ownedReportApiPath(id), { schema: ownedReportSchema, signal })).record;
}
