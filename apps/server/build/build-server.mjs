// Compiles the server into plain JavaScript (apps/server/dist): `npm start` then runs it with no
// TypeScript loader. Workspace packages (@faircarat/*, TypeScript sources) are bundled in; npm
// packages stay external and load from node_modules as usual.
//
// Worker threads need no list: every `new URL("<file>", import.meta.url)` in the bundled sources is
// found while bundling. A script target (a worker entry) becomes a bundle of its own next to
// main.js, and the URL is rewritten to it; any other target (the migrations folder) is rewritten to
// point back at the file in the source tree. A worker entry that loads TypeScript through tsx's
// `tsImport("./x.ts", import.meta.url)` (as worker threads must when the server runs from source)
// is bundled with that call turned into a plain import.
import { existsSync, readFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));
const scriptFile = /\.(mjs|js|cjs|ts|mts|cts)$/;
const urlCall = /new URL\(\s*(["'])([^"']+)\1\s*,\s*import\.meta\.url\s*\)/g;
const tsImportCall = /\btsImport\(\s*(["'])([^"']+)\1\s*,\s*import\.meta\.url\s*\)/g;
const tsImportDeclaration = /^\s*import\s*\{\s*tsImport\s*\}\s*from\s*["']tsx\/esm\/api["'];?\s*$/m;

/**
 * The output name of a worker entry: its file name without the extension (main.js stays main.js).
 */
const bundleName = (file) => path.basename(file).replace(scriptFile, "");

/**
 * Builds main.ts and every worker it starts into `outdir` (inside the repository, so that the
 * bundles find node_modules). Returns the entry files built, by output name.
 */
export async function buildServer({
  outdir = path.join(repoRoot, "apps/server/dist"),
  logLevel = "warning",
} = {}) {
  await rm(outdir, { recursive: true, force: true });
  const entries = new Map([["main", path.join(repoRoot, "apps/server/src/main.ts")]]);
  const queue = ["main"];

  const plugin = {
    name: "faircarat-server",
    setup(pluginBuild) {
      // npm packages stay external; workspace packages are TypeScript and get bundled.
      pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
        args.path.startsWith("@faircarat/") ? undefined : { path: args.path, external: true },
      );
      pluginBuild.onLoad({ filter: /\.(ts|tsx|mts|mjs|js)$/ }, (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        let contents = readFileSync(args.path, "utf8");
        if (!contents.includes("import.meta")) return undefined;
        const where = path.relative(repoRoot, args.path);
        const moved = contents.match(/import\.meta\.(dirname|filename)\b/);
        if (moved)
          throw new Error(
            `${where}: import.meta.${moved[1]} would name the bundle, not this file; use new URL("<file>", import.meta.url)`,
          );
        if (tsImportDeclaration.test(contents)) {
          contents = contents
            .replace(tsImportDeclaration, "")
            .replace(tsImportCall, (_, quote, target) => `import(${quote}${target}${quote})`);
          if (contents.includes("tsImport"))
            throw new Error(`${where}: only tsImport("<literal>", import.meta.url) can be bundled`);
        }
        contents = contents.replace(urlCall, (_, quote, target) => {
          const absolute = path.resolve(path.dirname(args.path), target);
          if (!existsSync(absolute))
            throw new Error(`${where}: new URL("${target}", import.meta.url) names a missing file`);
          if (scriptFile.test(absolute)) {
            const name = bundleName(absolute);
            const known = entries.get(name);
            if (known && known !== absolute)
              throw new Error(
                `two worker entries would both build ${name}.js: ${known} and ${absolute}`,
              );
            if (!known) {
              entries.set(name, absolute);
              queue.push(name);
            }
            return `new URL(${quote}./${name}.js${quote}, import.meta.url)`;
          }
          const fromBundle =
            path.relative(outdir, absolute).split(path.sep).join("/") +
            (target.endsWith("/") ? "/" : "");
          return `new URL(${quote}${fromBundle}${quote}, import.meta.url)`;
        });
        const extension = path.extname(args.path).slice(1);
        return {
          contents,
          loader: extension === "tsx" ? "tsx" : extension.endsWith("ts") ? "ts" : "js",
          resolveDir: path.dirname(args.path),
        };
      });
    },
  };

  // Each entry is its own bundle, so that a worker loads only what it runs; entries found while
  // bundling one are built after it.
  while (queue.length > 0) {
    const name = queue.shift();
    await build({
      entryPoints: { [name]: entries.get(name) },
      outdir,
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node20",
      sourcemap: true,
      legalComments: "none",
      logLevel,
      plugins: [plugin],
    });
  }
  return Object.fromEntries(
    [...entries].map(([name, file]) => [name, path.relative(repoRoot, file)]),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const outdirFlag = process.argv.indexOf("--outdir");
  const outdir = outdirFlag > 0 ? path.resolve(process.argv[outdirFlag + 1]) : undefined;
  const built = await buildServer(outdir ? { outdir } : {});
  console.log(
    `server built into ${path.relative(repoRoot, outdir ?? path.join(repoRoot, "apps/server/dist"))} in ${Math.round(performance.now() - started)} ms: ${Object.keys(
      built,
    )
      .map((name) => `${name}.js`)
      .join(", ")}`,
  );
}
