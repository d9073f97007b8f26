import type { TrackingAlerts } from "@faircarat/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { fetchTracked, trackDiamond, untrackDiamond, updateTracked } from "../api/tracked-api";
import { historyKeys } from "../query-keys";

/**
 * The user's tracked diamonds, and tracking, re-setting alerts or the purchase date and stopping;
 * each change reloads the list.
 */
export function useTracked(userId: string) {
  const queryClient = useQueryClient();
  const key = historyKeys.tracked(userId);
  const list = useQuery({ queryKey: key, queryFn: ({ signal }) => fetchTracked(signal) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const track = useMutation({
    mutationFn: (input: {
      analysisId: string;
      alerts: TrackingAlerts;
      purchaseDate?: string | null;
    }) => trackDiamond(input.analysisId, input.alerts, input.purchaseDate),
    onSettled: refresh,
  });
  const update = useMutation({
    mutationFn: ({
      trackedId,
      ...changes
    }: {
      trackedId: string;
      alerts?: TrackingAlerts;
      purchaseDate?: string | null;
    }) => updateTracked(trackedId, changes),
    onSettled: refresh,
  });
  const untrack = useMutation({
    mutationFn: (trackedId: string) => untrackDiamond(trackedId),
    onSettled: refresh,
  });
  return { list, track, update, untrack };
}
