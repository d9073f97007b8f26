import path from "node:path";
import { and, eq } from "drizzle-orm";
import { tables } from "@faircarat/db";
import { feedFilesOrNull } from "./feed-files-or-null";
import { feedSignature } from "./feed-signature";
import { importMarketFeed, type MarketImportContext, type MarketImportOptions } from "./import-market-feed";
import type { MarketImportResult } from "./market-import-summary";

const runs = tables.marketImports;

/**
 * The scheduled import: runs only when the feed's files differ from the last successful import of
 * the same source (so a first start imports, and an unchanged feed costs one directory listing).
 */
export async function refreshMarketFeed(ctx: MarketImportContext, fileOrFolder: string, options: MarketImportOptions = {}): Promise<MarketImportResult> {
  const source = path.resolve(fileOrFolder);
  const files = await feedFilesOrNull(source);
  if (!files) return { ok: false, reason: "feed_not_found", source };
  const [done] = await ctx.db
    .select({ id: runs.id })
    .from(runs)
    .where(and(eq(runs.source, source), eq(runs.sourceSignature, feedSignature(files)), eq(runs.status, "succeeded")))
    .limit(1);
  if (done) return { ok: false, reason: "feed_unchanged", source };
  return importMarketFeed(ctx, source, options);
}
