import { defineConfig } from "vitest/config";

/** Browser tests: the built product started as `npm start` would, driven by Debian's Chromium. */
export default defineConfig({
  test: {
    name: "e2e",
    root: new URL(".", import.meta.url).pathname,
    include: ["**/*.e2e.test.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A browser on CI's two busy cores can take seconds to load a lazy route; a second (Vitest's
    // default) made waits flaky.
    expect: { poll: { timeout: 10_000 } },
    fileParallelism: true,
    maxWorkers: 2,
    // The market is imported and fitted once; each pricing test's server starts on a copy.
    globalSetup: ["support/market-template.ts"],
  },
});
