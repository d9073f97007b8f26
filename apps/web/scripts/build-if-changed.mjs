// Builds the web app unless dist/ already holds a build of exactly these sources: `npm start`
// then restarts in seconds instead of rebuilding an unchanged SPA. The stamp is a hash of every
// input file's path and content (the web app, the contracts it imports, the lockfile and shared
// config), written only after a build succeeds.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { execSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));
const web = path.join(repoRoot, "apps/web");
const stampFile = path.join(web, "dist", ".source-hash");
const inputs = ["apps/web", "packages/contracts", "package-lock.json", "tsconfig.base.json"];
const skipped = new Set(["node_modules", "dist", "dist-ssr", "coverage"]);

function filesUnder(relative) {
  const full = path.join(repoRoot, relative);
  let entries;
  try {
    entries = readdirSync(full, { withFileTypes: true });
  } catch (error) {
    if (error.code === "ENOTDIR") return [relative];
    if (error.code === "ENOENT") return [];
    throw error;
  }
  return entries
    .filter((entry) => !skipped.has(entry.name))
    .flatMap((entry) => filesUnder(path.join(relative, entry.name)));
}

export function webSourceHash() {
  const hash = createHash("sha256");
  for (const file of inputs.flatMap(filesUnder).sort()) {
    if (/\.test\.tsx?$/.test(file)) continue;
    hash
      .update(`${file}\0`)
      .update(readFileSync(path.join(repoRoot, file)))
      .update("\0");
  }
  return hash.digest("hex");
}

const readStamp = () => {
  try {
    return readFileSync(stampFile, "utf8").trim();
  } catch {
    return undefined;
  }
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const hash = webSourceHash();
  if (!process.argv.includes("--force") && readStamp() === hash) {
    console.log("web app unchanged since its last build (apps/web/dist/.source-hash): not rebuilt");
  } else {
    const started = performance.now();
    execSync("npm run build -w @faircarat/web", { cwd: repoRoot, stdio: "inherit" });
    writeFileSync(stampFile, `${hash}\n`);
    console.log(`web app built in ${Math.round(performance.now() - started)} ms`);
  }
}
