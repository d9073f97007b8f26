import { useQuery } from "@tanstack/react-query";
import { ApiError } from "@/lib/api-client";
import { fetchOwnedReport } from "../api/history-api";
import { historyKeys } from "../query-keys";

/**
 * The owner's report by its id. A stored analysis never changes, so one the page already holds (the
 * analyzer's answer) is not asked for again; a missing one (or another user's) is not retried.
 */
export function useOwnedReport(analysisId: string, enabled: boolean) {
  return useQuery({
    queryKey: historyKeys.report(analysisId),
    queryFn: ({ signal }) => fetchOwnedReport(analysisId, signal),
    enabled,
    staleTime: Infinity,
    retry: (failures, error) =>
      !(error instanceof ApiError && ["not_found", "unauthenticated"].includes(error.code)) &&
      failures < 2,
  });
}
