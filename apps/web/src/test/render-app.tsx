import { QueryClient } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { createRoutes } from "@/app/router";

/** Renders the whole app (providers, layout, routes) at `path` with a fresh query client. */
export function renderApp(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  const result = render(<RouterProvider router={router} />);
  return { ...result, router, queryClient };
}
