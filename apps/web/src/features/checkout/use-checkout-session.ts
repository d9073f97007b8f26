import { useEffect, useRef } from "react";
import { useQuery } from "@tanstack/react-query";
import { fetchCheckoutSession } from "./api/checkout-session-api";

/** While the provider has not yet confirmed the payment, ask again this often, this many times. */
const CONFIRM_POLL_MS = 2_000;
const CONFIRM_POLL_LIMIT = 30;

interface CheckoutSessionOptions {
  sessionId: string | null;
  /** Only a signed-in user can look up a checkout (their own). */
  userId: string | null;
  /** Runs when a checkout seen as open turns completed, e.g. to re-read the entitlements. */
  onConfirmed: () => void;
}

/**
 * What the success pages' session_id bought. `data` stays undefined when it is not the user's
 * (404).
 */
export function useCheckoutSession({ sessionId, userId, onConfirmed }: CheckoutSessionOptions) {
  const query = useQuery({
    queryKey: ["checkout-session", userId, sessionId],
    queryFn: ({ signal }) => fetchCheckoutSession(sessionId ?? "", signal),
    enabled: sessionId !== null && sessionId.trim() !== "" && userId !== null,
    retry: false,
    staleTime: Infinity,
    refetchInterval: (current) =>
      current.state.data?.status === "open" && current.state.dataUpdateCount < CONFIRM_POLL_LIMIT
        ? CONFIRM_POLL_MS
        : false,
  });

  const status = query.data?.status;
  const previous = useRef(status);
  useEffect(() => {
    if (previous.current === "open" && status === "completed") onConfirmed();
    previous.current = status;
  }, [status, onConfirmed]);

  return query;
}
