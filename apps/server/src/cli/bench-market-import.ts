import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { importMarketFeed, silentLogger, type MarketImportSummary } from "@faircarat/core";
import { createDb, type DbHandle } from "@faircarat/db";
import { parseEnv } from "../env";
import { formatCount } from "@faircarat/contracts/figures";

/**
 * `npm run bench:market-import [-- <feed> [runs]]`: imports the feed (default MARKET_FEEDS) into a
 * fresh file-backed PGlite per run, prints each run and the median, then imports the same feed
 * again into the last database to show the idempotent second run.
 */
async function main() {
  const feed = process.argv[2] ?? parseEnv().marketFeeds;
  const runs = Number(process.argv[3] ?? 3);
  const seconds: number[] = [];
  let last: { database: DbHandle; folder: string } | undefined;
  for (let run = 1; run <= runs; run += 1) {
    if (last) await discard(last);
    const folder = await mkdtemp(path.join(tmpdir(), "faircarat-bench-"));
    const database = createDb(path.join(folder, "db"));
    await database.migrate();
    const summary = await timedImport(database, feed);
    seconds.push(summary.seconds);
    console.log(`run ${run}: ${describe(summary)}`);
    last = { database, folder };
  }
  const median = [...seconds].sort((a, b) => a - b)[Math.floor(seconds.length / 2)] ?? Number.NaN;
  console.log(`median of ${runs}: ${median.toFixed(2)} s (target: under 60 s)`);
  if (!last) return;
  console.log(
    `second import of the same feed: ${describe(await timedImport(last.database, feed))}`,
  );
  await discard(last);
}

async function timedImport(database: DbHandle, feed: string): Promise<MarketImportSummary> {
  const result = await importMarketFeed({ db: database.db, logger: silentLogger }, feed);
  if (!result.ok) throw new Error(`import did not run: ${result.reason} (${result.source})`);
  return result.summary;
}

function describe(summary: MarketImportSummary): string {
  const rate = formatCount(Math.round(summary.read / summary.seconds));
  return `${summary.read} rows in ${summary.seconds.toFixed(2)} s (${rate} rows/s): ${summary.imported} imported, ${summary.updated} updated, ${summary.unchanged} unchanged, ${summary.rejected} rejected`;
}

async function discard({ database, folder }: { database: DbHandle; folder: string }) {
  await database.close();
  await rm(folder, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
