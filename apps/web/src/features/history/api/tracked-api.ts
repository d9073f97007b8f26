import type { TrackedDiamond, TrackingAlerts } from "@faircarat/contracts";
import { apiRequest } from "@/lib/api-client";

const schemas = () => import("@faircarat/contracts/tracking");

/** The signed-in user's tracked diamonds, newest first, each with its price path. */
export async function fetchTracked(signal?: AbortSignal): Promise<TrackedDiamond[]> {
  const schema = () => schemas().then((m) => m.trackedDiamondListSchema);
  return (await apiRequest("/api/tracked", { schema, signal })).tracked;
}

export async function trackDiamond(
  analysisId: string,
  alerts: TrackingAlerts,
  purchaseDate: string | null = null,
): Promise<TrackedDiamond> {
  const schema = () => schemas().then((m) => m.trackedDiamondResponseSchema);
  const body = { analysisId, alerts, ...(purchaseDate ? { purchaseDate } : {}) };
  return (await apiRequest("/api/tracked", { method: "POST", body, schema })).tracked;
}

/** New alert settings, a purchase date (null clears it), or both. */
export async function updateTracked(
  trackedId: string,
  changes: { alerts?: TrackingAlerts; purchaseDate?: string | null },
): Promise<TrackedDiamond> {
  const schema = () => schemas().then((m) => m.trackedDiamondResponseSchema);
  return (
    await apiRequest(`/api/tracked/${encodeURIComponent(trackedId)}`, {
      method: "PATCH",
      body: changes,
      schema,
    })
  ).tracked;
}

export async function untrackDiamond(trackedId: string): Promise<void> {
  await apiRequest(`/api/tracked/${encodeURIComponent(trackedId)}`, { method: "DELETE" });
}
