import type { ReactElement } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { createQueryClient } from "@/app/query-client";

/**
 * Renders one component under the app's query client, so its writes fail and succeed as in the app.
 */
export function renderWithClient(ui: ReactElement) {
  const queryClient = createQueryClient({ queries: { retry: false }, mutations: { retry: false } });
  return render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
}
