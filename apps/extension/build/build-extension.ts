// Builds the extension into apps/extension/dist/unpacked (load it with --load-extension or "Load
// unpacked"), dist/faircarat-extension-<version>.zip for a store (no key: the store gives the id)
// and the unpacked folder zipped with its key, which the site offers at /downloads/ (the web
// build's dist). FAIRCARAT_ORIGIN, else PUBLIC_URL, names the site it talks to (default
// http://127.0.0.1:3000, the dev server); the build fails when its scripts pass 100 KB gzipped.
import { existsSync } from "node:fs";
import { copyFile, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { iconPng } from "./icon";
import { manifest } from "./manifest";
import { optionsPage } from "./options-page";
import { zip } from "./zip";

export const SCRIPT_BUDGET_GZIP_BYTES = 100 * 1024;

const root = path.resolve(import.meta.dirname, "..");

const webDist = path.resolve(root, "../web/dist");

export async function buildExtension({
  origin = process.env.FAIRCARAT_ORIGIN ?? process.env.PUBLIC_URL ?? "http://127.0.0.1:3000",
  outDir = path.join(root, "dist"),
} = {}) {
  const { version } = JSON.parse(await readFile(path.join(root, "package.json"), "utf8")) as {
    version: string;
  };
  const key = (await readFile(path.join(root, "manifest-key.txt"), "utf8")).trim();
  const unpacked = path.join(outDir, "unpacked");
  await rm(outDir, { recursive: true, force: true });
  await mkdir(unpacked, { recursive: true });

  const scripts = {
    content: "src/content/content-script.ts",
    background: "src/background/service-worker.ts",
    options: "src/options/options.ts",
  };
  await build({
    entryPoints: Object.fromEntries(
      Object.entries(scripts).map(([name, file]) => [name, path.join(root, file)]),
    ),
    outdir: unpacked,
    bundle: true,
    minify: true,
    // The content script is a classic script; the others are modules in their own right.
    format: "esm",
    target: "chrome120",
    legalComments: "none",
    define: { __FAIRCARAT_ORIGIN__: JSON.stringify(new URL(origin).origin) },
    logLevel: "warning",
  });
  // A content script cannot be a module: wrap it so nothing leaks into the isolated world's
  // globals.
  const contentFile = path.join(unpacked, "content.js");
  await writeFile(contentFile, `(()=>{${await readFile(contentFile, "utf8")}})();\n`);

  await writeFile(
    path.join(unpacked, "options.html"),
    optionsPage(await readFile(path.join(root, "src/options/options.html"), "utf8")),
  );
  await copyFile(path.join(root, "src/options/options.css"), path.join(unpacked, "options.css"));
  for (const size of [16, 48, 128])
    await writeFile(path.join(unpacked, `icon-${size}.png`), iconPng(size));
  await writeFile(
    path.join(unpacked, "manifest.json"),
    `${JSON.stringify(manifest({ version, origin, key }), null, 2)}\n`,
  );

  const scriptSizes = Object.fromEntries(
    await Promise.all(
      Object.keys(scripts).map(
        async (name) =>
          [name, gzipSync(await readFile(path.join(unpacked, `${name}.js`))).length] as const,
      ),
    ),
  );
  const total = Object.values(scriptSizes).reduce((sum, size) => sum + size, 0);
  if (total > SCRIPT_BUDGET_GZIP_BYTES)
    throw new Error(
      `extension scripts are ${total} bytes gzipped, over the ${SCRIPT_BUDGET_GZIP_BYTES} budget: ${JSON.stringify(scriptSizes)}`,
    );

  // The store takes the same files without the development key (the store assigns its own id).
  const files = [
    "manifest.json",
    "content.js",
    "background.js",
    "options.js",
    "options.html",
    "options.css",
    "icon-16.png",
    "icon-48.png",
    "icon-128.png",
  ];
  const unpackedFiles = await Promise.all(
    files.map(async (name) => ({ name, data: await readFile(path.join(unpacked, name)) })),
  );
  const storeManifest = Buffer.from(`${JSON.stringify(manifest({ version, origin }), null, 2)}\n`);
  const zipFile = path.join(outDir, `faircarat-extension-${version}.zip`);
  await writeFile(
    zipFile,
    zip(
      unpackedFiles.map((file) =>
        file.name === "manifest.json" ? { name: file.name, data: storeManifest } : file,
      ),
    ),
  );
  // Installed by hand ("Load unpacked"), the key keeps the id the server accepts (EXTENSION_IDS).
  const download = zip(
    unpackedFiles.map((file) => ({ ...file, name: `faircarat-extension/${file.name}` })),
  );
  await writeFile(path.join(outDir, `faircarat-extension-${version}-unpacked.zip`), download);
  if (existsSync(webDist)) {
    await mkdir(path.join(webDist, "downloads"), { recursive: true });
    await writeFile(path.join(webDist, "downloads", "faircarat-extension.zip"), download);
  }
  return { unpacked, zipFile, scriptSizes, total };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const started = performance.now();
  const { unpacked, zipFile, total } = await buildExtension();
  console.log(
    `extension: ${path.relative(process.cwd(), unpacked)} and ${path.relative(process.cwd(), zipFile)} (scripts ${(total / 1024).toFixed(1)} KB gzipped) in ${Math.round(performance.now() - started)} ms`,
  );
}
