import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, type RouteObject } from "react-router";
import { createQueryClient } from "@/app/query-client";
import { createRoutes, pageRoutes } from "@/app/router";

// Pages load their code lazily in the app; tests render them at once, as a page that has loaded.
const loadedRoutes: RouteObject[] = await Promise.all(
  pageRoutes.map(async ({ lazy, ...route }) =>
    typeof lazy === "function" ? { ...route, ...(await lazy()) } : route,
  ),
);

/**
 * Renders the whole app (providers, layout, routes) at `path` with a fresh query client (the app's,
 * so failed writes are told as in the app).
 */
export function renderApp(path: string) {
  const queryClient = createQueryClient({ queries: { retry: false }, mutations: { retry: false } });
  const router = createMemoryRouter(createRoutes(queryClient, loadedRoutes), {
    initialEntries: [path],
  });
  const result = render(<RouterProvider router={router} />);
  return { ...result, router, queryClient };
}
