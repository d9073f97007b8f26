import type { ApiKeyList, ApiKeySummary, CreatedApiKey } from "@faircarat/contracts/api-access";
import { apiRequest } from "@/lib/api-client";

const contracts = () => import("@faircarat/contracts/api-access");

/** The signed-in account's own keys and the plan that lets it create them (null: none). */
export function fetchApiKeys(signal?: AbortSignal): Promise<ApiKeyList> {
  return apiRequest("/api/api-keys", {
    schema: () => contracts().then((m) => m.apiKeyListSchema),
    signal,
  });
}

/** Answers the secret: the only time it is ever shown. */
export function createApiKey(name: string): Promise<CreatedApiKey> {
  return apiRequest("/api/api-keys", {
    method: "POST",
    body: { name },
    schema: () => contracts().then((m) => m.createdApiKeySchema),
  });
}

export function revokeApiKey(id: string): Promise<ApiKeySummary> {
  return apiRequest(`/api/api-keys/${encodeURIComponent(id)}`, {
    method: "DELETE",
    schema: () => contracts().then((m) => m.apiKeySummarySchema),
  });
}
