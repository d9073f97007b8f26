/**
 * Which code may import which, as allow-lists (docs/ARCHITECTURE.md, "Dependency rules").
 * Checked by eslint-plugin-boundaries on resolved files, so a relative path into another
 * workspace is caught the same as an `@faircarat/*` import (docs/decisions/017-lint-and-format.md).
 */
import boundaries from "eslint-plugin-boundaries";
import { downhillFolders } from "./eslint-rules/downhill-folders.js";

const workspaceFolders = {
  contracts: "packages/contracts",
  pricing: "packages/pricing",
  market: "packages/market",
  db: "packages/db",
  core: "packages/core",
  server: "apps/server",
  web: "apps/web",
  extension: "apps/extension",
  e2e: "e2e",
};

/** The workspaces of ours each workspace may import, besides itself. */
const workspaceAllowList = {
  contracts: [],
  pricing: [],
  market: ["contracts"],
  db: ["contracts"],
  core: ["contracts", "db", "market", "pricing"],
  server: ["contracts", "core", "db", "market", "pricing"],
  web: ["contracts"],
  extension: ["contracts", "market"],
  e2e: ["contracts", "core", "market"],
};

/**
 * Third-party packages and Node built-ins, for the workspaces that have a list; the others may use
 * what their package.json declares.
 */
const thirdPartyAllowList = {
  contracts: { code: ["zod"], tests: ["vitest", "fast-check"] },
};

const inWorkspace = (name) => ({
  element: { path: [workspaceFolders[name], `${workspaceFolders[name]}/**`] },
});
const thirdParty = (source) => ({ module: { origin: ["external", "core"], source } });
const tests = { categories: "test" };
const dbAccess = [inWorkspace("db"), thirdParty("drizzle-orm")];

const policies = [
  { allow: { to: thirdParty("**") } },
  ...Object.entries(workspaceAllowList).map(([name, allowed]) => ({
    from: inWorkspace(name),
    allow: { to: [name, ...allowed].map(inWorkspace) },
  })),
  ...Object.entries(thirdPartyAllowList).flatMap(([name, { code, tests: testTools }]) => [
    {
      from: inWorkspace(name),
      disallow: { to: thirdParty(code.map((source) => `!${source}`)) },
      message: `${name} may import only ${code.join(", ")} from outside (docs/ARCHITECTURE.md, "Dependency rules").`,
    },
    { from: { ...inWorkspace(name), file: tests }, allow: { to: thirdParty(testTools) } },
  ]),
  {
    from: inWorkspace("core"),
    disallow: { to: thirdParty(["hono", "hono/**", "@hono/**"]) },
    message:
      'Domain code knows nothing of HTTP: hono stays in apps/server (docs/ARCHITECTURE.md, "Conventions").',
  },
  {
    from: { element: { path: workspaceFolders.pricing, fileInternalPath: "scripts/**" } },
    allow: { to: inWorkspace("market") },
  },
  // The evaluation publishes its figures to the web build through the schema the page is typed by.
  {
    from: { element: { path: workspaceFolders.pricing, fileInternalPath: "scripts/**" } },
    allow: {
      to: { element: { path: workspaceFolders.contracts, fileInternalPath: "src/methodology.ts" } },
    },
  },
  // The engine values exactly the carats and prices the API accepts, in the grades it accepts: one
  // constant and one vocabulary each, from contracts' zod-free modules; and it writes a figure as
  // everything else does (figures.ts, pure).
  {
    from: inWorkspace("pricing"),
    allow: {
      to: {
        element: {
          path: workspaceFolders.contracts,
          fileInternalPath: [
            "src/limits.ts",
            "src/grade-values.ts",
            "src/figures.ts",
            "src/stone-knowledge.ts",
            "src/girdle-and-culet.ts",
          ],
        },
      },
    },
  },
  {
    from: { element: { type: "server-routes" } },
    disallow: { to: dbAccess },
    message: "Routes reach the database through a domain function of core, never directly.",
  },
  // A route's test may check what was stored.
  { from: { element: { type: "server-routes" }, file: tests }, allow: { to: dbAccess } },
  {
    from: { element: { types: ["web-feature", "web-shared"] } },
    disallow: { to: { element: { types: ["web-feature", "web-app", "web-root"] } } },
    message:
      "A feature imports no other feature, and no app code; what two features share lives in components/, config/ or lib/, which import no feature.",
  },
  {
    from: { element: { types: ["web-feature", "web-shared"] }, file: tests },
    allow: { to: { element: { types: ["web-app", "web-root"] } } },
  },
  {
    disallow: { to: { module: { origin: "external", source: "@faircarat/*" } } },
    message:
      "A workspace import that does not resolve to its source cannot be checked; declare it in package.json.",
  },
];

export const dependencyRules = {
  files: ["**/*.{ts,tsx,js,mjs}"],
  plugins: { boundaries },
  settings: {
    "import/resolver": {
      typescript: {
        project: [
          "tsconfig.json",
          "apps/web/tsconfig.json",
          "e2e/tsconfig.json",
          "apps/extension/tsconfig.json",
        ],
        noWarnOnMultipleProjects: true,
      },
    },
    "boundaries/elements": [
      {
        type: "web-feature",
        pattern: "apps/web/src/features/*",
        capture: ["feature"],
        partialMatch: false,
      },
      { type: "web-shared", pattern: "apps/web/src/{components,config,lib}", partialMatch: false },
      { type: "web-app", pattern: "apps/web/src/app", partialMatch: false },
      { type: "server-routes", pattern: "apps/server/src/routes", partialMatch: false },
      ...Object.values(workspaceFolders).map((folder) => ({
        type: folder === "apps/web" ? "web-root" : "workspace",
        pattern: folder,
        partialMatch: false,
      })),
    ],
    "boundaries/files": [
      {
        category: "test",
        pattern: ["**/*.test.{ts,tsx}", "**/testing/**", "apps/web/src/test/**"],
      },
    ],
  },
  rules: {
    "boundaries/dependencies": [
      "error",
      {
        default: "disallow",
        checkAllOrigins: true,
        policies,
        message:
          '{{ from.element.path }} may not import "{{ dependency.source }}": it is not on its allow-list (docs/ARCHITECTURE.md, "Dependency rules").',
      },
    ],
  },
};

/**
 * Inside each workspace, the folders of `src/` in tiers, top first: a folder imports only the tiers
 * below its own (and `src/`'s root files), so every arrow between folders runs downhill
 * (docs/ARCHITECTURE.md, "Dependency rules").
 */
const folderTiers = {
  "packages/core/src": [
    ["lint-fixtures"],
    [
      "api-access",
      "assistant",
      "reports",
      "tracking",
      "market",
      "uploads",
      "accounts",
      "enterprise",
      "contact",
      "health",
    ],
    ["listing"],
    ["market-insights"],
    ["analyses"],
    ["natural"],
    ["billing", "pricing-models", "certificates", "mail"],
    ["market-observations", "cluster", "rate-limit"],
  ],
  "packages/market/src": [
    ["lint-fixtures", "testing"],
    ["listing", "index-feed"],
    ["feed"],
    ["csv", "certificate"],
    ["normalise"],
  ],
  "packages/pricing/src": [["lint-fixtures", "testing"], ["proportions"]],
  "packages/db/src": [["schema"]],
  "apps/server/src": [["testing"], ["cli", "routes", "jobs", "web"], ["middleware"]],
  "apps/extension/src": [["content", "options"], ["background"], ["shared"]],
  "apps/web/src": [["test"], ["app"], ["features"], ["components"], ["lib"], ["config"]],
};

export const folderRules = {
  files: ["**/*.{ts,tsx,js,mjs}"],
  ignores: ["**/*.test.{ts,tsx}"],
  plugins: { folders: { rules: { downhill: downhillFolders } } },
  rules: {
    "folders/downhill": ["error", { tiers: folderTiers, aliases: { "@/": "apps/web/src" } }],
  },
};
