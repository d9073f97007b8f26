import { MutationCache, QueryClient, type DefaultOptions } from "@tanstack/react-query";
import { showMutationFailure } from "@/lib/mutation-failure";

const appDefaults: DefaultOptions = {
  queries: { retry: 1, staleTime: 30_000 },
  mutations: { retry: false },
};

/**
 * The app's client: every write's failure is told one way (`meta.failure`,
 * lib/mutation-failure.ts).
 */
export function createQueryClient(defaultOptions: DefaultOptions = appDefaults): QueryClient {
  return new QueryClient({
    defaultOptions,
    mutationCache: new MutationCache({ onError: showMutationFailure }),
  });
}
