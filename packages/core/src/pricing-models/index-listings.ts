import { promisify } from "node:util";
import { gunzip, gzipSync } from "node:zlib";
import type { PricingListing, PricingModel } from "@faircarat/pricing";

/** The fields of a listing the comparables index and the engine read, in stored column order. */
const columns = [
  "retailer",
  "url",
  "observedOn",
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
  "priceCents",
] as const satisfies readonly (keyof PricingListing)[];

interface PackedListings {
  columns: readonly string[];
  rows: unknown[][];
}

/**
 * The listings `createMarketIndex` keeps of a market for a model: lab listings of each current
 * retailer's snapshot (the comparables) and every lab listing with a certificate number (the same
 * stone elsewhere). About two thirds of the market; history rows only the fit needed stay out.
 */
export function indexListingsOf(model: Pick<PricingModel, "retailers">, listings: readonly PricingListing[]): PricingListing[] {
  const spans = new Map(model.retailers.filter((r) => r.current).map((r) => [r.retailer, r]));
  return listings.filter((l) => {
    if (l.origin !== "lab") return false;
    const span = spans.get(l.retailer);
    return Boolean(l.certificateNumber) || (span !== undefined && l.observedOn >= span.snapshotFrom && l.observedOn <= span.snapshotTo);
  });
}

/** Listings as gzip-compressed JSON columns: about 300 KB for the 32,000 index listings of the snapshot. */
export function packIndexListings(listings: readonly PricingListing[]): Uint8Array {
  const packed: PackedListings = { columns, rows: listings.map((l) => columns.map((column) => l[column] ?? null)) };
  return gzipSync(JSON.stringify(packed));
}

/** Decompresses off the event loop (zlib's thread pool); only parsing and building objects run on it. */
export async function unpackIndexListings(bytes: Uint8Array): Promise<PricingListing[]> {
  const packed = JSON.parse((await promisify(gunzip)(bytes)).toString("utf8")) as PackedListings;
  if (packed.columns.join() !== columns.join()) throw new Error(`stored index listings have columns ${packed.columns.join()}, expected ${columns.join()}`);
  return packed.rows.map((row) => {
    const listing: Record<string, unknown> = {};
    for (let i = 0; i < columns.length; i++) listing[columns[i]!] = row[i];
    return listing as unknown as PricingListing;
  });
}
