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
): Promise<TrackedDiamond> {
  const schema = () => schemas().then((m) => m.trackedDiamondResponseSchema);
  return (
    await apiRequest("/api/tracked", { method: "POST", body: { analysisId, alerts }, schema })
  ).tracked;
}

export async function updateTrackingAlerts(
  trackedId: string,
  alerts: TrackingAlerts,
): Promise<TrackedDiamond> {
  const schema = () => schemas().then((m) => m.trackedDiamondResponseSchema);
  return (
    await apiRequest(`/api/tracked/${encodeURIComponent(trackedId)}`, {
      method: "PATCH",
      body: { alerts },
      schema,
    })
  ).tracked;
}

export async function untrackDiamond(trackedId: string): Promise<void> {
  await apiRequest(`/api/tracked/${encodeURIComponent(trackedId)}`, { method: "DELETE" });
}
