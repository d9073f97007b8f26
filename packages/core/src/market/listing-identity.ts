import { createHash } from "node:crypto";
import type { MarketListing } from "@faircarat/contracts";

type IdentityFields = Pick<
  MarketListing,
  "retailer" | "listingId" | "url" | "certificateLab" | "certificateNumber"
> & {
  fingerprint: string | null;
};

/**
 * The keys a stone is recognised by; sharing any one means the same stone. In order of trust: the
 * retailer's listing id, the retailer's URL, the lab's certificate number, else the fingerprint.
 */
export function identityKeys(stone: IdentityFields): string[] {
  const keys: string[] = [];
  if (stone.listingId) keys.push(JSON.stringify(["id", stone.retailer, stone.listingId]));
  if (stone.url) keys.push(JSON.stringify(["url", stone.retailer, stone.url]));
  if (stone.certificateLab && stone.certificateNumber)
    keys.push(JSON.stringify(["cert", stone.certificateLab, stone.certificateNumber]));
  if (stone.fingerprint) keys.push(JSON.stringify(["fp", stone.retailer, stone.fingerprint]));
  return keys;
}

/**
 * What a fingerprint hashes: the columns the first feeds had. Columns added since (proportions,
 * growth method) stay out, so stones fingerprinted before them keep their identity on re-import.
 */
const fingerprintedFields = [
  "listingId",
  "url",
  "origin",
  "shape",
  "carat",
  "color",
  "clarity",
  "cut",
  "polish",
  "symmetry",
  "fluorescence",
  "certificateLab",
  "certificateNumber",
  "depthPct",
  "tablePct",
  "priceCents",
] as const satisfies readonly (keyof MarketListing)[];

/**
 * A row with no listing id, URL or certificate number (the 2021/2023 history feeds) is identified
 * by a fingerprint of everything it says, price included, plus its ordinal among identical rows of
 * the import: without an id a changed price cannot be told from another stone, so it stays a new
 * one.
 */
export function fingerprintOf(
  listing: MarketListing,
  ordinalOf: (contentHash: string) => number,
): string | null {
  if (listing.listingId || listing.url || (listing.certificateLab && listing.certificateNumber))
    return null;
  const content = Object.fromEntries(fingerprintedFields.map((field) => [field, listing[field]]));
  const hash = createHash("sha256")
    .update(JSON.stringify(content))
    .digest("base64url")
    .slice(0, 22);
  return `${hash}#${ordinalOf(hash)}`;
}

/**
 * Counts identical rows within one import so each keeps the same ordinal when the feed is imported
 * again.
 */
export function createOrdinalCounter(): (contentHash: string) => number {
  const counts = new Map<string, number>();
  return (hash) => {
    const next = (counts.get(hash) ?? 0) + 1;
    counts.set(hash, next);
    return next;
  };
}
