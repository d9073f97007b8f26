import type { AnalysisRequest, CreateAnalysisResponse } from "@faircarat/contracts";
import { apiRequest } from "@/lib/api-client";

const createAnalysisResponseSchema = () => import("@faircarat/contracts/analysis").then((m) => m.createAnalysisResponseSchema);

/** The spec's analyze-diamond call: prices the diamond and stores it in the user's history. */
export function postAnalysis(input: AnalysisRequest): Promise<CreateAnalysisResponse> {
  return apiRequest("/api/analyses", { method: "POST", body: input, schema: createAnalysisResponseSchema });
}
