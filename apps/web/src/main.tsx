import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { createAppRouter } from "@/app/router";
import "./styles.css";

const container = document.getElementById("root");
if (!container) throw new Error("Missing #root element");

const app = (
  <StrictMode>
    <RouterProvider router={createAppRouter()} />
  </StrictMode>
);

// Prerendered pages (scripts/prerender.mjs) arrive with their content: hydrate it, don't replace it.
if (container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);
