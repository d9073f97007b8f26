import { createHash } from "node:crypto";
import type { FeedFile } from "@faircarat/market";

/** Changes when a feed file is added, removed, rewritten or touched: the refresh skips feeds that did not. */
export function feedSignature(files: FeedFile[]): string {
  const parts = files.map((file) => `${file.path}:${file.size}:${Math.trunc(file.modifiedMs)}`);
  return createHash("sha256").update(parts.join("\n")).digest("hex");
}
