import path from "node:path";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The browser files in the order that ends the run soonest on two workers, longest first (decision
 * 054): two long files that need no market start while the market is made (shared-servers.ts), the
 * pricing files as soon as it is ready, short files last to even out the two workers' ends. A
 * fresh clone has no timings of earlier runs, which Vitest's own order would use; a file not named
 * here runs after these.
 */
const order = [
  "routes",
  "public-pages",
  "analyzer",
  "reports",
  "analyzer-input",
  "natural-equivalent",
  "chat",
  "tracking",
  "extension",
  "market-trends",
  "uploads",
  "accounts",
  "api-keys",
  "billing",
  "enterprise",
  "methodology",
  "early-input",
  "test-mode-banner",
  "page-weight",
  "client-bundle",
];

const rank = (file: TestSpecification) => {
  const index = order.indexOf(path.basename(file.moduleId, ".e2e.test.ts"));
  return index === -1 ? order.length : index;
};

class BrowserFileSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // Array.prototype.sort is stable: unnamed files keep the base order among themselves.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

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
