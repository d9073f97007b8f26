import { defineConfig } from "vitest/config";
import BrowserFileSequencer from "./support/sequencer";

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
    // The servers most files share, and the market (imported and fitted once, in the background);
    // see support/shared-servers.ts.
    globalSetup: ["support/shared-servers.ts"],
    // isolate: false: a worker's files share its Chromium (support/suite.ts) and load the support
    // modules once. Files share no other state: each test opens a browser context of its own.
    isolate: false,
    sequence: { sequencer: BrowserFileSequencer },
  },
});
