import { useCallback, useMemo, type ReactNode } from "react";
import type { SessionResponse } from "@faircarat/contracts";
import { hashKey, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { keepStorageFor } from "@/lib/account-storage";
import { AccountContext, type AccountContextValue } from "./account-context";
import { postSignIn, postSignOut, postSignUp } from "./api/auth-api";
import { accountKeys } from "./query-keys";
import {
  subscriptionQueryOptions,
  useSessionQuery,
  useSubscriptionQuery,
} from "./use-account-queries";

const signedOut: SessionResponse = { user: null, session: null };
const sessionHash = hashKey(accountKeys.session);

export function AccountProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const sessionQuery = useSessionQuery();
  const user = sessionQuery.data?.user ?? null;
  const session = user ? (sessionQuery.data?.session ?? null) : null;
  const userId = user?.id ?? null;
  const subscriptionQuery = useSubscriptionQuery(userId);
  const subscription = subscriptionQuery.data;

  const checkSubscription = useCallback(async () => {
    if (userId === null) return;
    try {
      // Fetches even before the query's observer has subscribed (a child's effect runs first),
      // and shares a check already under way instead of starting a second one.
      await queryClient.fetchQuery({ ...subscriptionQueryOptions(userId), staleTime: 0 });
    } catch {
      // Already logged; the last good status stays.
    }
  }, [queryClient, userId]);

  const signIn = useCallback(
    async (email: string, password: string) => {
      const result = await postSignIn({ email, password });
      keepStorageFor(result.user?.id ?? null);
      queryClient.setQueryData(accountKeys.session, result);
    },
    [queryClient],
  );

  const signUp = useCallback((email: string, password: string, fullName: string) => {
    return postSignUp({ email, password, fullName });
  }, []);

  const signOut = useCallback(async () => {
    // A request of the old account still on its way would reach the server after its session
    // ends and come back 401 (the page loading history or re-checking the plan): aborted first.
    await queryClient.cancelQueries({ predicate: (query) => query.queryHash !== sessionHash });
    await postSignOut();
    // Drop everything kept and cached for the old account, then record the signed-out session.
    keepStorageFor(null);
    queryClient.removeQueries({ predicate: (query) => query.queryHash !== sessionHash });
    queryClient.setQueryData(accountKeys.session, signedOut);
    await navigate("/");
  }, [queryClient, navigate]);

  const value = useMemo<AccountContextValue>(
    () => ({
      user,
      session,
      loading: sessionQuery.isPending,
      // A disabled query (signed out) is pending too.
      planLoading: userId !== null && subscriptionQuery.isPending,
      subscribed: userId !== null && (subscription?.subscribed ?? false),
      subscriptionEnd: userId !== null ? (subscription?.subscription_end ?? null) : null,
      productId: userId !== null ? (subscription?.product_id ?? null) : null,
      reportCredits: userId !== null ? (subscription?.report_credits ?? 0) : 0,
      checkSubscription,
      signIn,
      signUp,
      signOut,
    }),
    [
      user,
      session,
      userId,
      sessionQuery.isPending,
      subscriptionQuery.isPending,
      subscription,
      checkSubscription,
      signIn,
      signUp,
      signOut,
    ],
  );

  return <AccountContext value={value}>{children}</AccountContext>;
}
