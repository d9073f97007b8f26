import type { AnalysisRequest, CreateAnalysisResponse } from "@faircarat/contracts";
import { IDEMPOTENCY_KEY_HEADER } from "@faircarat/contracts/idempotency-key";
import { apiRequest } from "@/lib/api-client";

const createAnalysisResponseSchema = () =>
  import("@faircarat/contracts/analysis").then((m) => m.createAnalysisResponseSchema);

/**
 * The spec's analyze-diamond call: prices the diamond and stores it in the user's history. The
 * key names the click: sent again with the same key, the server returns the analysis it already
 * stored (and charged) instead of making and charging another.
 */
export function postAnalysis(
  input: AnalysisRequest,
  idempotencyKey: string,
): Promise<CreateAnalysisResponse> {
  return apiRequest("/api/analyses", {
    method: "POST",
    body: input,
    schema: createAnalysisResponseSchema,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}

/**
 * A fresh key for one click: 128 random bits, base64url. getRandomValues rather than
 * randomUUID, which browsers offer only on https and localhost.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}
