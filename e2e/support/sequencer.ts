import path from "node:path";
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

export default class BrowserFileSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // Array.prototype.sort is stable: unnamed files keep the base order among themselves.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
