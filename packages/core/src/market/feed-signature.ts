import { createHash } from "node:crypto";
import type { FeedFile } from "@faircarat/market";

/**
 * Changes when a feed or index file is added, removed, rewritten or touched, or a document read
 * from a URL changed (`documents`: one part per URL, naming its content): the refresh skips sources
 * that did not. Without index files it is the listing feed's signature as it always was.
 */
export function feedSignature(
  files: readonly FeedFile[],
  indexFiles: readonly FeedFile[] | null = null,
  documents: readonly string[] = [],
): string {
  const parts = [
    ...[...files, ...(indexFiles ?? [])].map(
      (file) => `${file.path}:${file.size}:${Math.trunc(file.modifiedMs)}`,
    ),
    ...documents,
  ];
  return createHash("sha256").update(parts.join("\n")).digest("hex");
}
