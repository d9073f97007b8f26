import { SUBSCRIPTION_RECHECK_MS } from "@faircarat/contracts/limits";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { keepStorageFor } from "@/lib/account-storage";
import { fetchSession } from "./api/auth-api";
import { fetchSubscription } from "./api/subscription-api";
import { accountKeys } from "./query-keys";

async function loadSession({ signal }: { signal: AbortSignal }) {
  try {
    const answer = await fetchSession(signal);
    // Before anything renders with it: an expired or replaced session must not show the last user's
    // data.
    keepStorageFor(answer.user?.id ?? null);
    return answer;
  } catch (error) {
    console.warn("Session check failed", error);
    throw error;
  }
}

async function loadSubscription({ signal }: { signal: AbortSignal }) {
  try {
    return await fetchSubscription(signal);
  } catch (error) {
    // Only logged: the query keeps the last good status.
    console.warn("Subscription check failed", error);
    throw error;
  }
}

/** The cookie session. Signed out is a normal answer (`{ user: null, session: null }`). */
export function useSessionQuery() {
  return useQuery({
    queryKey: accountKeys.session,
    queryFn: loadSession,
    staleTime: 30_000,
  });
}

/**
 * The signed-in user's subscription, re-checked every SUBSCRIPTION_RECHECK_MS; idle when signed
 * out.
 */
export function subscriptionQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: accountKeys.subscription(userId),
    queryFn: loadSubscription,
    enabled: userId !== null,
    refetchInterval: SUBSCRIPTION_RECHECK_MS,
    staleTime: SUBSCRIPTION_RECHECK_MS,
    retry: false,
  });
}

export function useSubscriptionQuery(userId: string | null) {
  return useQuery(subscriptionQueryOptions(userId));
}
