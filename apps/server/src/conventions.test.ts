import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The conventions docs/ARCHITECTURE.md writes down that no lint rule holds (issue 40, item 7):
 * kebab-case file names, no barrel files but the packages' entries, one `paths.ts`, every `:id`
 * parameter read through a schema.
 */
const root = path.resolve(import.meta.dirname, "../../..");
const sourceFiles = execFileSync("git", ["ls-files", "apps", "packages", "e2e", "eslint-rules"], {
  cwd: root,
  encoding: "utf8",
})
  .split("\n")
  .filter((file) => /\.(ts|tsx|js|mjs|cjs|css|html)$/.test(file));
const read = (file: string) => readFileSync(path.join(root, file), "utf8");
const withoutComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");

describe("the written conventions", () => {
  it("finds the tree's source files", () => {
    expect(sourceFiles.length).toBeGreaterThan(500);
  });

  it("names every source file in kebab-case", () => {
    const kebab = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/;
    expect(sourceFiles.filter((file) => !kebab.test(path.basename(file)))).toEqual([]);
  });

  it("has no barrel files besides each package's public entry and db's table list", () => {
    const entries = sourceFiles.filter((file) => /(^|\/)index\.tsx?$/.test(file));
    expect(entries.sort()).toEqual([
      "packages/contracts/src/index.ts",
      "packages/core/src/index.ts",
      "packages/db/src/index.ts",
      "packages/db/src/schema/index.ts",
      "packages/market/src/index.ts",
      "packages/pricing/src/index.ts",
    ]);
    // Nor a file of another name that only passes other modules' exports on.
    const onlyReexports = sourceFiles.filter((file) => {
      if (!/\.tsx?$/.test(file) || entries.includes(file)) return false;
      const statements = withoutComments(read(file))
        .split(";")
        .map((statement) => statement.trim())
        .filter(Boolean);
      return (
        statements.length > 0 &&
        statements.every((statement) =>
          /^export\s+(type\s+)?(\*|\{[^}]*\})\s+from\s/.test(statement),
        )
      );
    });
    expect(onlyReexports).toEqual([]);
  });

  it("keeps the routes' paths in one paths.ts", () => {
    expect(sourceFiles.filter((file) => path.basename(file) === "paths.ts")).toEqual([
      "packages/contracts/src/paths.ts",
    ]);
  });

  it("reads every route parameter through a schema (a malformed id is the unknown id's 404)", () => {
    const unchecked = sourceFiles
      .filter((file) => file.startsWith("apps/server/src/") && !file.endsWith(".test.ts"))
      .flatMap((file) =>
        read(file)
          .split("\n")
          .filter(
            (line) => line.includes("c.req.param(") && !/safeParse\(c\.req\.param\(/.test(line),
          )
          .map((line) => `${file}: ${line.trim()}`),
      );
    expect(unchecked).toEqual([]);
  });
});

describe("the checks beside the build", () => {
  // CI runs lint while the build writes and removes its outputs: a lint that walked into the
  // prerender's bundle failed on a file the build had just removed.
  it("lint skips every folder the build writes", async () => {
    const { ESLint } = await import("eslint");
    const eslint = new ESLint({ cwd: root });
    for (const output of ["apps/web/dist", "apps/web/dist-ssr", "apps/server/dist"])
      expect(await eslint.isPathIgnored(path.join(root, output, "assets/bundle.js"))).toBe(true);
  });
});
