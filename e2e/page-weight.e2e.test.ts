import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { appPaths } from "@faircarat/contracts/paths";
import { describe, expect, it } from "vitest";
import { z } from "zod";

/**
 * Gzipped JavaScript a page may load on a first visit (issue 17; docs/decisions/010-first-load.md).
 */
const JS_BUDGET_KB = 150;

const dist = path.resolve(import.meta.dirname, "../apps/web/dist");

const manifestSchema = z.record(
  z.string(),
  z.object({
    file: z.string(),
    src: z.string().optional(),
    imports: z.array(z.string()).optional(),
    dynamicImports: z.array(z.string()).optional(),
  }),
);
type Manifest = z.infer<typeof manifestSchema>;

/** A route's own module, by the router's convention: /pricing is src/app/routes/pricing.tsx. */
function routeModule(route: string): string {
  const name = route === "/" ? "home" : route === "*" ? "not-found" : route.slice(1);
  return `src/app/routes/${name}.tsx`;
}

/**
 * A chunk and everything it imports statically: what the browser fetches once the chunk is asked
 * for.
 */
function withStaticImports(manifest: Manifest, key: string, into: Set<string>) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  if (into.has(chunk.file)) return;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) withStaticImports(manifest, imported, into);
}

/**
 * The scripts a first visit to `route` loads, as `npm run bench:web` sees them in Chromium: the
 * module script of the page's HTML with its imports; what main.tsx imports once the page is
 * painted (start-app, the router and the layout); and the route's lazy module, which start-app
 * waits for before hydrating. Later imports (a dialog opened, a first toast) are not counted.
 */
async function firstLoadScripts(manifest: Manifest, route: string): Promise<string[]> {
  const prerendered = path.join(
    dist,
    "prerendered",
    `${route === "/" ? "index" : route.slice(1)}.html`,
  );
  const html = await readFile(
    existsSync(prerendered) ? prerendered : path.join(dist, "index.html"),
    "utf8",
  );
  const entryFiles = [...html.matchAll(/<script type="module"[^>]*\ssrc="\/([^"]+)"/g)].map(
    (m) => m[1],
  );
  expect(entryFiles.length, `${route} has a module script`).toBeGreaterThan(0);
  const scripts = new Set<string>();
  for (const file of entryFiles) {
    const entryKey = Object.keys(manifest).find((key) => manifest[key]?.file === file);
    if (!entryKey) throw new Error(`${file} is not in the build manifest`);
    withStaticImports(manifest, entryKey, scripts);
    for (const startedAfterPaint of manifest[entryKey]?.dynamicImports ?? [])
      withStaticImports(manifest, startedAfterPaint, scripts);
  }
  withStaticImports(manifest, routeModule(route), scripts);
  return [...scripts];
}

async function gzippedKb(file: string): Promise<number> {
  return gzipSync(await readFile(path.join(dist, file)), { level: 9 }).length / 1024;
}

describe("JavaScript on a first visit", () => {
  it.each([...appPaths, "*"])(`stays within ${JS_BUDGET_KB} KB gzipped on %s`, async (route) => {
    const manifest = manifestSchema.parse(
      JSON.parse(await readFile(path.join(dist, ".vite/manifest.json"), "utf8")),
    );
    const scripts = await firstLoadScripts(manifest, route);
    const sizes = await Promise.all(
      scripts.map(async (file) => ({ file, kb: await gzippedKb(file) })),
    );
    const totalKb = sizes.reduce((sum, s) => sum + s.kb, 0);
    const heaviest = sizes
      .sort((a, b) => b.kb - a.kb)
      .slice(0, 8)
      .map((s) => `${s.kb.toFixed(1)} KB ${s.file}`);
    console.log(`${route}: ${scripts.length} scripts, ${totalKb.toFixed(1)} KB gzipped`);
    expect(
      totalKb,
      `${route} loads ${totalKb.toFixed(1)} KB; heaviest: ${heaviest.join(", ")}`,
    ).toBeLessThanOrEqual(JS_BUDGET_KB);
  });
});
