import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";

const repoRoot = path.resolve(import.meta.dirname, "../../..");

/** The variable names in the first column of the README's configuration table, in row order. */
function documentedVariableList(): string[] {
  const readme = readFileSync(path.join(repoRoot, "README.md"), "utf8");
  const section = readme.split(/^## Configuration$/m)[1]?.split(/^## /m)[0] ?? "";
  const firstCells = section
    .split("\n")
    .filter((line) => line.startsWith("| `"))
    .map((line) => line.split("|")[1] ?? "");
  return firstCells.flatMap((cell) =>
    [...cell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1] ?? ""),
  );
}

function documentedVariables(): Set<string> {
  return new Set(documentedVariableList());
}

/** Every name env.ts asks its source for, found by handing it a source that records each read. */
function variablesReadByEnv(): Set<string> {
  const read = new Set<string>();
  const recording: NodeJS.ProcessEnv = new Proxy(
    {},
    {
      get: (_, name) => (typeof name === "string" && read.add(name), undefined),
      has: (_, name) => (typeof name === "string" && read.add(name), false),
    },
  );
  parseEnv(recording);
  return read;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (["node_modules", "dist", "dist-ssr", "migrations"].includes(entry.name)) return [];
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) ? [full] : [];
  });
}

/** Variables read straight from `process.env` anywhere else: scripts, test support, benchmarks. */
function variablesReadElsewhere(): Map<string, string> {
  const readers = new Map<string, string>();
  for (const folder of ["apps", "packages", "e2e"]) {
    // Lint fixtures break the rules on purpose (eslint-rules): they are never run.
    for (const file of sourceFiles(path.join(repoRoot, folder)).filter(
      (name) => !name.includes(".lint-fixture."),
    )) {
      for (const match of readFileSync(file, "utf8").matchAll(
        /process\.env(?:\.([A-Z][A-Z0-9_]*)|\[["']([A-Z][A-Z0-9_]*)["']\])/g,
      )) {
        readers.set(match[1] ?? match[2] ?? "", path.relative(repoRoot, file));
      }
    }
  }
  return readers;
}

describe("the README's configuration table", () => {
  const documented = documentedVariables();

  it("lists every variable env.ts reads", () => {
    const read = variablesReadByEnv();
    expect(read.size).toBeGreaterThan(20);
    expect([...read].filter((name) => !documented.has(name))).toEqual([]);
  });

  it("lists every variable read anywhere else in the code", () => {
    const undocumented = [...variablesReadElsewhere()]
      .filter(([name]) => !documented.has(name))
      .map(([name, file]) => `${name} (${file})`);
    expect(undocumented).toEqual([]);
  });

  it("lists each variable in one row only", () => {
    const names = documentedVariableList();
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it("lists nothing the code no longer reads", () => {
    const read = new Set([...variablesReadByEnv(), ...variablesReadElsewhere().keys()]);
    expect([...documented].filter((name) => !read.has(name))).toEqual([]);
  });
});
