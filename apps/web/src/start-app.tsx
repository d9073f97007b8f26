import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { createAppRouter } from "@/app/router";
import { keepEarlyInput } from "@/lib/early-input";

const container = document.getElementById("root");
if (!container) throw new Error("Missing #root element");

const router = createAppRouter();
// Non-home routes load their code lazily: until it is here the router renders nothing, and
// hydrating nothing over prerendered HTML would fall back to a client render.
if (!router.state.initialized) {
  await new Promise<void>((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);

// Prerendered pages (scripts/prerender.mjs) arrive with their content: hydrate it, don't replace
// it. As a transition, hydration yields to the browser between pieces of work instead of blocking
// the main thread in one long task.
if (container.firstElementChild) {
  keepEarlyInput(container);
  startTransition(() => void hydrateRoot(container, app));
} else createRoot(container).render(app);
