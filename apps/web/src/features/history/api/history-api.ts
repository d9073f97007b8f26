import type { AnalysisRecord } from "@faircarat/contracts";
import { apiRequest } from "@/lib/api-client";

const analysisListSchema = () =>
  import("@faircarat/contracts/analysis").then((m) => m.analysisListSchema);

/** The signed-in user's own analyses, newest first. */
export async function fetchAnalyses(signal?: AbortSignal): Promise<AnalysisRecord[]> {
  const { analyses } = await apiRequest("/api/analyses", { schema: analysisListSchema, signal });
  return analyses;
}
