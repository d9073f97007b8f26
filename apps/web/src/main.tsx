import "./styles.css";

// The page (prerendered with its content) is painted before the app's code is even requested:
// the visitor can read while it loads, and the first paint never waits on script work.
await new Promise<void>((resolve) => {
  requestAnimationFrame(() => setTimeout(resolve, 0));
  // A background tab runs no animation frames: start anyway.
  setTimeout(resolve, 100);
});
await import("./start-app");
