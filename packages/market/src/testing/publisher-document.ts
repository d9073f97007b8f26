import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * A document in the index publisher's layout with synthetic retailers and figures (an edition and
 * two past months in `history[]`; docs/market-sources.md describes the format).
 */
export const publisherDocumentPath = path.resolve(
  import.meta.dirname,
  "publisher-index-document.sample.json",
);

/** A fresh copy of the sample document, for a test to change. */
export function publisherDocument(): Record<string, unknown> & {
  month: string;
  last_updated: string;
  collection_date: string;
  history: { published: string; retailers: Record<string, Record<string, number | null>> }[];
  retailers: { name: string; cells: Record<string, Record<string, unknown>> }[];
} {
  return JSON.parse(readFileSync(publisherDocumentPath, "utf8"));
}
