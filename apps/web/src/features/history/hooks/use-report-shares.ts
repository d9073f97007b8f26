import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { createReportShare, fetchReportShares, revokeReportShare } from "../api/shares-api";
import { historyKeys } from "../query-keys";

/**
 * One report's share links: the list, a new link (kept here, as the server shows it once) and
 * revoking.
 */
export function useReportShares(analysisId: string) {
  const queryClient = useQueryClient();
  const key = historyKeys.shares(analysisId);
  const list = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchReportShares(analysisId, signal),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const create = useMutation({
    mutationFn: () => createReportShare(analysisId),
    onSettled: refresh,
  });
  const revoke = useMutation({
    mutationFn: (shareId: string) => revokeReportShare(analysisId, shareId),
    onSettled: refresh,
  });
  return { list, create, revoke };
}
