/**
 * npm run market:scale -- <times> <out-folder> [feed-folder]: writes each feed file of the folder
 * (default ../shared/data/market) `times` over into <out-folder>, as a market `times` bigger for
 * the scale benchmarks (docs/decisions/041). Copy 0 is the file as it is; every other copy is new
 * stones (listing id, URL and certificate number get the copy's suffix, so the importer's identity
 * rules see distinct stones, and a certificate shared by retailers stays shared within a copy)
 * whose prices move by up to +-3% (seeded, so two runs write the same files). The output folder
 * must lie outside the repository: these rows are the reference data's, never the project's.
 */
import { createReadStream, createWriteStream, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";
import { once } from "node:events";
import { parse } from "csv-parse";
import { formatCount } from "@faircarat/contracts/figures";

const repoRoot = path.resolve(import.meta.dirname, "../../..");
const [timesArg, outArg, feedArg] = process.argv.slice(2);
const times = Number(timesArg);
if (!Number.isInteger(times) || times < 1 || !outArg) {
  console.error("usage: npm run market:scale -- <times> <out-folder> [feed-folder]");
  process.exit(2);
}
const out = path.resolve(outArg);
if (!path.relative(repoRoot, out).startsWith("..")) {
  console.error(`${out} is inside the repository: write the scaled feed elsewhere (e.g. /tmp)`);
  process.exit(2);
}
const feedFolder = path.resolve(feedArg ?? path.join(repoRoot, "../shared/data/market"));

/** mulberry32: the same sequence for the same seed. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const quoted = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);

function withCopyParameter(url: string, copy: number): string {
  if (!url) return url;
  const hash = url.indexOf("#");
  const [base, fragment] = hash < 0 ? [url, ""] : [url.slice(0, hash), url.slice(hash)];
  return `${base}${base.includes("?") ? "&" : "?"}copy=${copy}${fragment}`;
}

async function scaleFile(name: string): Promise<number> {
  const output = createWriteStream(path.join(out, name));
  const write = async (line: string) => {
    if (!output.write(`${line}\n`)) await once(output, "drain");
  };
  const random = seeded(name.length * 7919 + times);
  let header: string[] | null = null;
  let rows = 0;
  for (let copy = 0; copy < times; copy++) {
    const records = createReadStream(path.join(feedFolder, name)).pipe(
      parse({ relax_column_count: true, bom: true }),
    );
    let first = true;
    for await (const record of records as AsyncIterable<string[]>) {
      if (first) {
        first = false;
        if (!header) {
          header = record;
          await write(record.map(quoted).join(","));
        }
        continue;
      }
      const cells = [...record];
      if (copy > 0) {
        const suffix = `-x${copy}`;
        const at = (column: string) => header!.indexOf(column);
        const set = (column: string, change: (value: string) => string) => {
          const i = at(column);
          if (i >= 0 && cells[i]) cells[i] = change(cells[i]);
        };
        set("listing_id", (value) => `${value}${suffix}`);
        set("cert_number", (value) => `${value}${String(copy).padStart(2, "0")}`);
        set("url", (value) => withCopyParameter(value, copy));
        set("price_usd", (value) => {
          const price = Number(value);
          return Number.isFinite(price) && price > 0
            ? (price * (0.97 + 0.06 * random())).toFixed(2)
            : value;
        });
      }
      await write(cells.map(quoted).join(","));
      rows++;
    }
  }
  output.end();
  await once(output, "finish");
  return rows;
}

mkdirSync(out, { recursive: true });
const files = readdirSync(feedFolder)
  .filter((name) => name.toLowerCase().endsWith(".csv"))
  .sort();
let total = 0;
for (const name of files) {
  const rows = await scaleFile(name);
  total += rows;
  console.log(`${name}: ${formatCount(rows)} rows`);
}
console.log(`${formatCount(total)} rows in ${files.length} files, ${times}x the feed, in ${out}`);
