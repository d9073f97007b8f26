import { useQuery } from "@tanstack/react-query";
import { fetchApiKeys } from "../api/api-keys-api";

export const apiKeysQueryKey = (userId: string | null) => ["api-keys", userId] as const;

/** The signed-in account's keys and plan; idle while signed out. */
export function useApiKeys(userId: string | null) {
  return useQuery({
    queryKey: apiKeysQueryKey(userId),
    queryFn: ({ signal }) => fetchApiKeys(signal),
    enabled: userId !== null,
    staleTime: 0,
  });
}
