import { defineConfig } from "vitest/config";

/** Unit and API tests of every workspace; browser tests have their own config in e2e/. */
export default defineConfig({
  test: {
    // Vitest's default leaves a core idle (cores - 1: one worker on CI's two). The suite waits on
    // PGlite and child processes as much as it computes, so one file per core is a third faster
    // there.
    maxWorkers: "100%",
    // isolate: false: a worker loads the server's modules once for all its files, not once per file
    // (decision 053). Files share no state through them: each file makes its own databases and
    // apps.
    projects: [
      {
        test: {
          name: "packages",
          isolate: false,
          include: ["packages/*/src/**/*.test.ts", "packages/*/scripts/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "server",
          isolate: false,
          include: ["apps/server/src/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "extension",
          include: ["apps/extension/src/**/*.test.ts", "apps/extension/build/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
        },
      },
      // ESLint with the project configuration: slow to start, so its own project and timeout.
      {
        test: {
          name: "lint",
          include: ["eslint-rules/**/*.test.ts"],
          environment: "node",
          testTimeout: 300_000,
        },
      },
      "apps/web/vitest.config.ts",
      "apps/web/vitest.own-modules.config.ts",
    ],
  },
});
