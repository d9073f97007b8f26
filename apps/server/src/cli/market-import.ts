import { importMarketFeed, silentLogger } from "@faircarat/core";
import { createDb } from "@faircarat/db";
import { parseEnv } from "../env";
import { formatImportSummary } from "./format-import-summary";
import { createImportProgress } from "./import-progress";

const explanations = {
  feed_not_found: "no such file or folder",
  import_running: "another process is importing right now; try again when it has finished",
  feed_unchanged: "the feed has not changed",
  aborted: "the import was stopped",
} as const;

/**
 * `npm run market:import -- [feed-file-or-folder] [index-file-folder-or-url]`: imports a listing
 * feed (default MARKET_FEEDS) and published index editions (default MARKET_INDEXES) into the
 * configured database in one run, as the market's sources: the market becomes exactly what they
 * hold. Exits 1 when a file was quarantined (refused whole), a URL gave no document, or the run did
 * not complete.
 */
async function main() {
  const env = parseEnv();
  const feed = process.argv[2] ?? env.marketFeeds;
  const indexes = process.argv[3] ?? env.marketIndexes;
  const database = createDb(env.databaseUrl);
  try {
    await database.migrate();
    const progress = createImportProgress(process.stderr);
    const result = await importMarketFeed({ db: database.db, logger: silentLogger }, feed, {
      indexes,
      onProgress: (p) => progress.update(p),
    });
    progress.done();
    if (result.ok) {
      console.log(formatImportSummary(result.summary));
      if (result.summary.quarantined.length + result.summary.unreachable.length > 0)
        process.exitCode = 1;
    } else {
      console.error(`Not imported: ${result.source}: ${explanations[result.reason]}`);
      process.exitCode = 1;
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
