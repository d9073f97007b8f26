import "./styles.css";

// The page (prerendered with its content) is painted before the app's code is even requested:
// the visitor can read while it loads, and the first paint never waits on script work.
await new Promise<void>((resolve) => {
  // A background tab paints nothing and runs no animation frames: nothing to wait for.
  if (document.visibilityState === "hidden") return resolve();
  document.addEventListener("visibilitychange", () => resolve(), { once: true });
  // The second frame starts only once the first, holding the page, has been produced.
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)));
});
await import("./start-app");
