import { useState, type ReactNode } from "react";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { Notifications } from "@/components/notifications";
import { AccountProvider } from "@/features/account/account-provider";
import { createQueryClient } from "./query-client";

interface ProvidersProps {
  children: ReactNode;
  /** Tests pass their own client; the app creates one. */
  queryClient?: QueryClient;
}

/** App-wide providers. Rendered inside the router, because signing out navigates. */
export function Providers({ children, queryClient }: ProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <AccountProvider>{children}</AccountProvider>
      <Notifications />
    </QueryClientProvider>
  );
}
