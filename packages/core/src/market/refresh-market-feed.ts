import path from "node:path";
import { INDEX_FILE_EXTENSIONS } from "@faircarat/market";
import { desc } from "drizzle-orm";
import { tables } from "@faircarat/db";
import { feedFilesOrNull } from "./feed-files-or-null";
import { feedSignature } from "./feed-signature";
import {
  importMarketFeed,
  type MarketImportContext,
  type MarketImportOptions,
} from "./import-market-feed";
import type { MarketImportResult } from "./market-import-summary";

const runs = tables.marketImports;

/**
 * The scheduled import: runs unless the newest import succeeded on this feed's files and the index
 * editions' files as they are now (so a first start imports, and unchanged sources cost two
 * directory listings). A newest run that failed or was killed part-way is redone, as are sources
 * that went back to older files; a new month's file in either folder is imported.
 */
export async function refreshMarketFeed(
  ctx: MarketImportContext,
  fileOrFolder: string,
  options: MarketImportOptions = {},
): Promise<MarketImportResult> {
  const source = path.resolve(fileOrFolder);
  const files = await feedFilesOrNull(source);
  if (!files) return { ok: false, reason: "feed_not_found", source };
  const indexFiles =
    options.indexes === undefined
      ? null
      : await feedFilesOrNull(path.resolve(options.indexes), INDEX_FILE_EXTENSIONS);
  const [newest] = await ctx.db
    .select({ source: runs.source, sourceSignature: runs.sourceSignature, status: runs.status })
    .from(runs)
    .orderBy(desc(runs.id))
    .limit(1);
  if (
    newest?.status === "succeeded" &&
    newest.source === source &&
    newest.sourceSignature === feedSignature(files, indexFiles)
  ) {
    return { ok: false, reason: "feed_unchanged", source };
  }
  return importMarketFeed(ctx, source, options);
}
