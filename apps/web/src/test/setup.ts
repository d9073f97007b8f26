import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";

// A screen that loads its schema or a lazy chunk on first use (a form's zod on submit) can take
// more than the default second on CI's two busy cores; what the tests wait for is the same, only
// the patience.
configure({ asyncUtilTimeout: 5_000 });

afterEach(async () => {
  cleanup();
  // Sonner keeps its toasts in module state, which files share (isolate: false), and a new Toaster
  // shows the active ones.
  (await import("sonner")).toast.dismiss();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.head.querySelectorAll("title").forEach((title) => title.remove());
});
