import { defineConfig } from "vitest/config";

/** Unit and API tests of every workspace; browser tests have their own config in e2e/. */
export default defineConfig({
  test: {
    projects: [
      { test: { name: "packages", include: ["packages/*/src/**/*.test.ts"], environment: "node", testTimeout: 30_000, hookTimeout: 60_000 } },
      { test: { name: "server", include: ["apps/server/src/**/*.test.ts"], environment: "node", testTimeout: 30_000, hookTimeout: 60_000 } },
      "apps/web/vitest.config.ts",
    ],
  },
});
