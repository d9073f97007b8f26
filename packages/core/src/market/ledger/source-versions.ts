import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import type { FeedFile } from "@faircarat/market";
import type { MarketSourceKind } from "@faircarat/db";

/** One file as a run found it: which source it is and what it holds (by content hash). */
export interface SourceFile {
  kind: MarketSourceKind;
  /** The file's absolute path, or the URL a document was read from. */
  location: string;
  sha256: string;
  bytes: number;
  /** Read from a URL: the document's bytes and the validators it came with. */
  content?: Buffer;
  etag?: string | null;
  lastModified?: string | null;
}

/** Hashes each file as it is now: a changed file is a new version, whatever its name and date. */
export async function describeSourceFiles(
  kind: MarketSourceKind,
  files: readonly FeedFile[],
): Promise<SourceFile[]> {
  const described: SourceFile[] = [];
  for (const file of files)
    described.push({ kind, location: file.path, ...(await hashFile(file.path)) });
  return described;
}

async function hashFile(location: string): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash("sha256");
  let bytes = 0;
  for await (const chunk of createReadStream(location)) {
    const buffer = chunk as Buffer;
    hash.update(buffer);
    bytes += buffer.length;
  }
  return { sha256: hash.digest("hex"), bytes };
}

/** The key a version is known by: kind, location and content. */
export const versionKey = (file: Pick<SourceFile, "kind" | "location" | "sha256">): string =>
  `${file.kind}\u0000${file.location}\u0000${file.sha256}`;
