/**
 * The written rules lint keeps (docs/ARCHITECTURE.md): the pure engine, the web app's one way to
 * the API and to money, routes on core's public entry, and no import cycles. Each is proven by a
 * `*.lint-fixture.ts(x)` file that breaks it on purpose, kept out of `eslint .` and the build, and
 * linted by `lint-fixtures.test.ts`.
 */
import { localPlugin } from "./eslint-rules/no-import-cycle.js";

const tests = ["**/*.test.{ts,tsx}", "**/testing/**", "apps/web/src/test/**"];
const networkGlobals = ["fetch", "XMLHttpRequest", "WebSocket", "EventSource"];

export const writtenRules = [
  {
    files: ["packages/pricing/src/**/*.ts"],
    ignores: tests,
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(?!\\.{1,2}/|@faircarat/contracts/(limits|grade-values|stone-knowledge)$)",
              message: "The engine is pure: it imports its own modules and contracts' zod-free limits, grade values and stone knowledge, nothing with I/O (docs/ARCHITECTURE.md).",
            },
          ],
        },
      ],
      "no-restricted-globals": [
        "error",
        { name: "process", message: "The engine reads no environment: its caller passes what it needs." },
        ...networkGlobals.map((name) => ({ name, message: "The engine does no I/O." })),
      ],
      "no-restricted-syntax": ["error", { selector: "MetaProperty[meta.name='import'][property.name='meta']", message: "The engine reads no environment (import.meta)." }],
    },
  },
  {
    files: ["apps/web/src/**/*.{ts,tsx}"],
    ignores: [...tests, "apps/web/src/lib/api-client.ts"],
    rules: {
      "no-restricted-globals": [
        "error",
        ...networkGlobals.map((name) => ({ name, message: "Call the API through lib/api-client.ts (one error shape, one place that talks to the network)." })),
      ],
    },
  },
  {
    files: ["apps/web/src/features/**/*.{ts,tsx}"],
    ignores: tests,
    rules: {
      "no-restricted-syntax": [
        "error",
        { selector: "TemplateElement[value.cooked=/\\$$/]", message: "Write money with formatDollars (contracts' numbers), not by hand." },
        { selector: "BinaryExpression[operator='+'] > Literal[value=/\\$$/]", message: "Write money with formatDollars (contracts' numbers), not by hand." },
        { selector: "JSXText[value=/\\$\\s*$/]", message: "Write money with formatDollars (contracts' numbers), not by hand." },
      ],
    },
  },
  {
    files: ["apps/server/src/routes/**/*.ts"],
    ignores: tests,
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["@faircarat/core/*"], message: "Routes use core's public entry (@faircarat/core) only; export what a route needs from packages/core/src/index.ts." },
            { regex: "packages/core/", message: "Routes use core's public entry (@faircarat/core) only." },
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { local: localPlugin },
    rules: { "local/no-import-cycle": "error" },
  },
];
