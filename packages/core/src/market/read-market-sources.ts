import path from "node:path";
import type { Database } from "@faircarat/db";
import { INDEX_FILE_EXTENSIONS, type FeedFile, type IndexSourceFile } from "@faircarat/market";
import type { Logger } from "../logger";
import { feedFilesOrNull } from "./feed-files-or-null";
import { feedSignature } from "./feed-signature";
import type { MarketImportOptions } from "./market-import-options";
import { forgetOtherUrlChecks, readIndexUrl, type IndexUrlRead } from "./read-index-url";

/** A `MARKET_INDEXES` entry naming the publisher's document by URL rather than a file or folder. */
export const isUrlEntry = (entry: string): boolean => /^[a-z][a-z\d+.-]*:\/\//i.test(entry);

export interface IndexSources {
  /** What was read, for the run's summary: the paths resolved, then the URLs. */
  label: string;
  /** Whether any entry existed (a folder or file) or gave a document (a URL). */
  found: boolean;
  /** The index files of the entries that exist. */
  files: FeedFile[];
  /** Each URL as this run read it. */
  urls: IndexUrlRead[];
}

export interface MarketSources {
  /** The listing feed folder or file, resolved. */
  source: string;
  files: FeedFile[];
  index: IndexSources | null;
  /** The import's day: rows dated later are refused. */
  today: string;
  /** Changes when any file or document changed: a refresh skips sources that did not. */
  signature: string;
}

/**
 * Finds what a run reads: the feed's files, the index files, and the publisher's documents at
 * their URLs (conditional requests, recorded as checked). A URL that gave nothing is logged; the
 * version it gave last stays among the sources. Null when the feed does not exist.
 */
export async function readMarketSources(
  db: Database,
  logger: Logger,
  fileOrFolder: string,
  options: MarketImportOptions,
): Promise<MarketSources | null> {
  const source = path.resolve(fileOrFolder);
  const files = await feedFilesOrNull(source);
  if (!files) return null;
  // A scraper east of UTC dates its rows a day ahead of the UTC day: those are kept (the fit
  // ignores them until their day); anything later is a typo such as 2099-01-01.
  const today = new Date((options.now?.() ?? new Date()).getTime() + 86_400_000)
    .toISOString()
    .slice(0, 10);
  const index = await readIndexSources(db, options, today);
  for (const read of index?.urls ?? [])
    if (read.failure !== null)
      logger.error(
        { url: read.url, reason: read.failure, kept: read.use?.sha256 ?? null },
        `market index URL not read: ${read.url}: ${read.failure} (${read.use ? "the document it sent last stays in the market" : "no document from it yet"})`,
      );
  const documents = (index?.urls ?? []).map(
    (read) => `${read.url}:${read.use?.sha256 ?? "-"}:${read.refused?.file.sha256 ?? "-"}`,
  );
  return {
    source,
    files,
    index,
    today,
    signature: feedSignature(files, index?.found ? index.files : null, documents),
  };
}

async function readIndexSources(
  db: Database,
  options: MarketImportOptions,
  today: string,
): Promise<IndexSources | null> {
  if (options.indexes === undefined) return null;
  const entries = typeof options.indexes === "string" ? [options.indexes] : options.indexes;
  const paths = entries.filter((entry) => !isUrlEntry(entry)).map((entry) => path.resolve(entry));
  const urls = entries.filter(isUrlEntry);
  const files: FeedFile[] = [];
  let found = false;
  for (const entry of paths) {
    const listed = await feedFilesOrNull(entry, INDEX_FILE_EXTENSIONS);
    if (listed) files.push(...listed);
    found ||= listed !== null;
  }
  const reads: IndexUrlRead[] = [];
  for (const url of urls) reads.push(await readIndexUrl(db, url, today, options.fetchIndexUrls));
  await forgetOtherUrlChecks(db, urls);
  return {
    label: [...paths, ...urls].join(", "),
    found: found || reads.some((read) => read.use !== null),
    files,
    urls: reads,
  };
}

/** The index files and the documents in use, as the build reads them. */
export function indexSourceFiles(index: IndexSources): IndexSourceFile[] {
  return [
    ...index.files,
    ...index.urls.flatMap((read) =>
      read.use
        ? [{ path: read.url, size: read.use.bytes, modifiedMs: 0, body: read.use.content }]
        : [],
    ),
  ];
}
