import { readdirSync, readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";

const repoRoot = path.resolve(import.meta.dirname, "../../..");

interface Manifest {
  name?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}
const readManifest = (folder: string): Manifest =>
  JSON.parse(readFileSync(path.join(repoRoot, folder, "package.json"), "utf8")) as Manifest;

const workspaces = ["apps", "packages"].flatMap((group) =>
  readdirSync(path.join(repoRoot, group)).map((name) => `${group}/${name}`),
);
const root = readManifest(".");

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(repoRoot, folder), { withFileTypes: true }).flatMap((entry) => {
    if (["node_modules", "dist", "dist-ssr", "migrations", "coverage"].includes(entry.name))
      return [];
    const relative = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(relative);
    return /\.(ts|tsx|mts|mjs|js|cjs)$/.test(entry.name) ? [relative] : [];
  });
}

/**
 * Tests, their helpers, build scripts, benchmarks (bench-*) and tool configs: they may also use dev
 * tools.
 */
const isDevelopmentFile = (file: string) =>
  /\.test\.tsx?$|(^|\/)(testing|test|scripts|build)(\/|\.ts$)|(^|\/)bench-[^/]*$|\.config\.[cm]?[jt]s$/.test(
    file,
  );

/**
 * The packages a file names in static imports, re-exports, dynamic imports and module resolution.
 */
export function importedPackages(source: string): string[] {
  const specifiers = [
    ...source.matchAll(/^\s*(?:import|export)\s[^;]*?\sfrom\s*["']([^"']+)["']/gm),
    ...source.matchAll(/^\s*import\s*["']([^"']+)["']/gm),
    ...source.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g),
    // require("x"), require.resolve("x") and createRequire(...).resolve("x"); not a promise's
    // resolve("x").
    ...source.matchAll(/(?:\brequire(?:\.resolve)?|\)\.resolve)\(\s*["']([^"']+)["']\s*\)/g),
  ].map((match) => match[1] ?? "");
  return specifiers
    .filter(
      (specifier) =>
        !/^[./]|^@\//.test(specifier) &&
        !specifier.startsWith("node:") &&
        !builtinModules.includes(specifier.split("/")[0] ?? ""),
    )
    .map((specifier) =>
      specifier
        .split("/")
        .slice(0, specifier.startsWith("@") ? 2 : 1)
        .join("/"),
    );
}

describe("every workspace declares what it imports", () => {
  it("finds imports of every form", () => {
    const source = [
      'import { z } from "zod";',
      'import type { Hono } from "hono";',
      'export { x } from "@faircarat/contracts/limits";',
      'import "./styles.css";',
      'const lang = createRequire(import.meta.url).resolve("@tesseract.js-data/eng/package.json");',
      'const { tsImport } = await import("tsx/esm/api");',
      'import { readFile } from "node:fs/promises";',
      'import path from "path";',
      'import { cn } from "@/lib/cn";',
      'await new Promise((resolve) => resolve("done"));',
    ].join("\n");
    expect(importedPackages(source).sort()).toEqual([
      "@faircarat/contracts",
      "@tesseract.js-data/eng",
      "hono",
      "tsx",
      "zod",
    ]);
  });

  it("the root: browser tests and tool configs", () => {
    const declared = new Set([
      ...Object.keys(root.dependencies ?? {}),
      ...Object.keys(root.devDependencies ?? {}),
    ]);
    const rootFiles = readdirSync(repoRoot).filter((file) => /\.(ts|mjs|js)$/.test(file));
    const undeclared = [...rootFiles, ...sourceFiles("e2e")].flatMap((file) =>
      importedPackages(readFileSync(path.join(repoRoot, file), "utf8"))
        .filter((name) => !declared.has(name))
        .map((name) => `${file} imports ${name}`),
    );
    expect(undeclared).toEqual([]);
  });

  it.each(workspaces)("%s", (workspace) => {
    const manifest = readManifest(workspace);
    const runtime = new Set([manifest.name, ...Object.keys(manifest.dependencies ?? {})]);
    const development = new Set([
      ...runtime,
      ...Object.keys(manifest.devDependencies ?? {}),
      ...Object.keys(root.devDependencies ?? {}),
    ]);
    // This file names packages in its own fixtures; lint fixtures break the rules on purpose (eslint-rules).
    const undeclared = sourceFiles(workspace)
      .filter(
        (file) =>
          !file.endsWith("workspace-dependencies.test.ts") && !file.includes(".lint-fixture."),
      )
      .flatMap((file) => {
        const allowed = isDevelopmentFile(file) ? development : runtime;
        return importedPackages(readFileSync(path.join(repoRoot, file), "utf8"))
          .filter((name) => !allowed.has(name))
          .map((name) => `${file} imports ${name}`);
      });
    expect(undeclared).toEqual([]);
  });
});
