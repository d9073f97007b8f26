import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { toast } from "@/lib/toast";
import { fetchAnalyses } from "../api/history-api";
import { historyLoadFailed } from "../history-messages";
import { historyKeys } from "../query-keys";

/** The user's analyses; each failed load (first or a refresh) says so once. */
export function useHistory(userId: string) {
  const query = useQuery({
    queryKey: historyKeys.list(userId),
    queryFn: ({ signal }) => fetchAnalyses(signal),
  });
  const { errorUpdatedAt, isError } = query;

  useEffect(() => {
    if (!isError) return;
    toast.error(historyLoadFailed.title, {
      id: `history-error-${errorUpdatedAt}`,
      description: historyLoadFailed.description,
    });
  }, [isError, errorUpdatedAt]);

  return query;
}
