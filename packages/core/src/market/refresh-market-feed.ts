import path from "node:path";
import { desc } from "drizzle-orm";
import { tables } from "@faircarat/db";
import {
  importMarketSources,
  type MarketImportContext,
  type MarketImportOptions,
} from "./import-market-feed";
import type { MarketImportResult } from "./market-import-summary";
import { readMarketSources } from "./read-market-sources";

const runs = tables.marketImports;

/**
 * The scheduled import: runs unless the newest import succeeded on this feed's files, the index
 * editions' files and the documents their URLs serve as they are now (so a first start imports,
 * unchanged files cost two directory listings, and each URL one conditional request). A newest run
 * that failed or was killed part-way is redone, as are sources that went back to older files; a new
 * month's file in either folder, or a new document at a URL, is imported.
 */
export async function refreshMarketFeed(
  ctx: MarketImportContext,
  fileOrFolder: string,
  options: MarketImportOptions = {},
): Promise<MarketImportResult> {
  const sources = await readMarketSources(ctx.db, ctx.logger, fileOrFolder, options);
  if (!sources) return { ok: false, reason: "feed_not_found", source: path.resolve(fileOrFolder) };
  const [newest] = await ctx.db
    .select({ source: runs.source, sourceSignature: runs.sourceSignature, status: runs.status })
    .from(runs)
    .orderBy(desc(runs.id))
    .limit(1);
  if (
    newest?.status === "succeeded" &&
    newest.source === sources.source &&
    newest.sourceSignature === sources.signature
  ) {
    return { ok: false, reason: "feed_unchanged", source: sources.source };
  }
  return importMarketSources(ctx, sources, options);
}
