import path from "node:path";
import { ESLint } from "eslint";
import ts from "typescript";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";

const repoRoot = path.resolve(import.meta.dirname, "..");

const cycleFixtures = [
  "packages/core/src/lint-fixtures/cycle-a.lint-fixture.ts",
  "packages/core/src/lint-fixtures/cycle-b.lint-fixture.ts",
];
const fixtures = [
  "packages/pricing/src/lint-fixtures/impure-engine.lint-fixture.ts",
  "apps/web/src/features/developers/lint-fixtures/own-transport.lint-fixture.tsx",
  "apps/server/src/routes/lint-fixtures/deep-core-import.lint-fixture.ts",
  "apps/server/src/cli/lint-fixtures/locale-formatting.lint-fixture.ts",
  "packages/core/src/lint-fixtures/hand-made-figures.lint-fixture.ts",
  "apps/web/src/components/lint-fixtures/hand-made-figures.lint-fixture.tsx",
  "packages/core/src/rate-limit/lint-fixtures/uphill-import.lint-fixture.ts",
  "packages/core/src/lint-fixtures/transport-in-core.lint-fixture.ts",
  "packages/market/src/lint-fixtures/reads-environment.lint-fixture.ts",
  "apps/server/src/routes/lint-fixtures/own-error-envelope.lint-fixture.ts",
  "packages/core/src/lint-fixtures/network-in-transaction.lint-fixture.ts",
  ...cycleFixtures,
];

/**
 * The cycle rule reads the import graph of a TypeScript program: the two cycle fixtures' own, not
 * the repository's.
 */
const cycleProgram = () =>
  ts.createProgram(
    cycleFixtures.map((file) => path.join(repoRoot, file)),
    {
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      target: ts.ScriptTarget.ES2022,
      noEmit: true,
    },
  );

/**
 * Every fixture (files `eslint .` ignores) linted in one run with the project's own configuration,
 * minus the whole repository's type information: none of these rules needs more than the cycle
 * fixtures' own program, and starting TypeScript's project service over everything took 80 s of a
 * CI run.
 */
let linted: Promise<ESLint.LintResult[]> | undefined;
const lintFixtures = () =>
  (linted ??= new ESLint({
    cwd: repoRoot,
    ignore: false,
    overrideConfig: [
      tseslint.configs.disableTypeChecked,
      { files: cycleFixtures, languageOptions: { parserOptions: { programs: [cycleProgram()] } } },
    ],
  }).lintFiles(fixtures.map((file) => path.join(repoRoot, file))));

/** What each rule says about the given fixtures, by rule id, in line order. */
async function refusals(...files: string[]) {
  const wanted = new Set(files.map((file) => path.join(repoRoot, file)));
  const results = (await lintFixtures()).filter((result) => wanted.has(result.filePath));
  expect(results, "each fixture a case lints is in `fixtures`").toHaveLength(files.length);
  return results.flatMap((r) =>
    r.messages.map((m) => `${path.basename(r.filePath)}:${m.line} ${m.ruleId ?? m.message}`),
  );
}

describe("the written rules lint keeps, each shown refusing a file that breaks it", () => {
  it("the engine imports nothing with I/O and reads no environment", async () => {
    expect(
      await refusals("packages/pricing/src/lint-fixtures/impure-engine.lint-fixture.ts"),
    ).toEqual(
      expect.arrayContaining([
        "impure-engine.lint-fixture.ts:2 no-restricted-imports",
        "impure-engine.lint-fixture.ts:3 no-restricted-imports",
        "impure-engine.lint-fixture.ts:6 no-restricted-globals",
        "impure-engine.lint-fixture.ts:7 no-restricted-globals",
      ]),
    );
  });

  it("web features reach the network only through the API client and write no money by hand", async () => {
    expect(
      await refusals(
        "apps/web/src/features/developers/lint-fixtures/own-transport.lint-fixture.tsx",
      ),
    ).toEqual([
      "own-transport.lint-fixture.tsx:2 no-restricted-globals",
      "own-transport.lint-fixture.tsx:3 no-restricted-syntax",
      "own-transport.lint-fixture.tsx:4 no-restricted-syntax",
      "own-transport.lint-fixture.tsx:6 no-restricted-syntax",
    ]);
  });

  it("figures are written by contracts' figures.ts only: no toLocaleString or Intl formatter anywhere else", async () => {
    expect(
      await refusals("apps/server/src/cli/lint-fixtures/locale-formatting.lint-fixture.ts"),
    ).toEqual([
      "locale-formatting.lint-fixture.ts:2 no-restricted-syntax",
      "locale-formatting.lint-fixture.ts:3 no-restricted-syntax",
    ]);
  });

  it("core and the web app's features and components write no money or percent by hand", async () => {
    expect(
      await refusals("packages/core/src/lint-fixtures/hand-made-figures.lint-fixture.ts"),
    ).toEqual([
      "hand-made-figures.lint-fixture.ts:2 no-restricted-syntax",
      "hand-made-figures.lint-fixture.ts:3 no-restricted-syntax",
      "hand-made-figures.lint-fixture.ts:4 no-restricted-syntax",
      "hand-made-figures.lint-fixture.ts:5 no-restricted-syntax",
      "hand-made-figures.lint-fixture.ts:6 no-restricted-syntax",
    ]);
    // A percent in a style attribute is a CSS length, not a figure a person reads.
    expect(
      await refusals("apps/web/src/components/lint-fixtures/hand-made-figures.lint-fixture.tsx"),
    ).toEqual([
      "hand-made-figures.lint-fixture.tsx:5 no-restricted-syntax",
      "hand-made-figures.lint-fixture.tsx:5 no-restricted-syntax",
    ]);
  });

  it("routes import core's public entry only", async () => {
    expect(
      await refusals("apps/server/src/routes/lint-fixtures/deep-core-import.lint-fixture.ts"),
    ).toEqual(["deep-core-import.lint-fixture.ts:2 no-restricted-imports"]);
  });

  it("inside a workspace, folders import downhill only: no folder imports one of its tier or above", async () => {
    expect(
      await refusals("packages/core/src/rate-limit/lint-fixtures/uphill-import.lint-fixture.ts"),
    ).toEqual(["uphill-import.lint-fixture.ts:2 folders/downhill"]);
  });

  it("no network call inside a transaction: the provider, the mailer and fetch wait until it ends", async () => {
    expect(
      await refusals("packages/core/src/lint-fixtures/network-in-transaction.lint-fixture.ts"),
    ).toEqual([
      "network-in-transaction.lint-fixture.ts:11 no-restricted-syntax",
      "network-in-transaction.lint-fixture.ts:12 no-restricted-syntax",
      "network-in-transaction.lint-fixture.ts:13 no-restricted-syntax",
    ]);
  });

  it("domain code knows nothing of HTTP: hono stays out of core", async () => {
    expect(
      await refusals("packages/core/src/lint-fixtures/transport-in-core.lint-fixture.ts"),
    ).toEqual(["transport-in-core.lint-fixture.ts:2 boundaries/dependencies"]);
  });

  it("the product reads no process.env outside the server's env.ts", async () => {
    expect(
      await refusals("packages/market/src/lint-fixtures/reads-environment.lint-fixture.ts"),
    ).toEqual(["reads-environment.lint-fixture.ts:2 no-restricted-properties"]);
  });

  it("errors.ts alone builds the API's error envelope", async () => {
    expect(
      await refusals("apps/server/src/routes/lint-fixtures/own-error-envelope.lint-fixture.ts"),
    ).toEqual(["own-error-envelope.lint-fixture.ts:3 no-restricted-syntax"]);
  });

  it("no import cycle, not even of types only", async () => {
    expect(
      await refusals(
        "packages/core/src/lint-fixtures/cycle-a.lint-fixture.ts",
        "packages/core/src/lint-fixtures/cycle-b.lint-fixture.ts",
      ),
    ).toEqual([
      "cycle-a.lint-fixture.ts:2 local/no-import-cycle",
      "cycle-b.lint-fixture.ts:2 local/no-import-cycle",
    ]);
  });
});
