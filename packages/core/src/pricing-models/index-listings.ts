import { promisify } from "node:util";
import { gunzip, gzipSync } from "node:zlib";
import type { PricingListing, PricingModel } from "@faircarat/pricing";
import {
  listingsOf,
  textColumns,
  type CodedColumn,
  type ListingColumns,
  type TextColumn,
} from "./listing-columns";

/**
 * The stored form: the columns of `ListingColumns`, typed arrays as base64 of their bytes, in
 * gzip-compressed JSON.
 */
interface PackedColumns {
  packing: "listing-columns-v2";
  length: number;
  text: Record<TextColumn, { values: (string | null)[]; codes: string }>;
  carat: string;
  priceCents: string;
  /** Absent in rows packed before proportions were kept: read as unknown. */
  depthPct?: string;
  tablePct?: string;
  url: (string | null)[];
  certificateNumber: (string | null)[];
}

/**
 * Row positions of the listings `createMarketIndex` keeps of a market for a model (see
 * `indexListingsOf`).
 */
export function indexRowsOf(
  model: Pick<PricingModel, "retailers">,
  listings: readonly PricingListing[],
): number[] {
  const spans = new Map(model.retailers.filter((r) => r.current).map((r) => [r.retailer, r]));
  const rows: number[] = [];
  listings.forEach((l, row) => {
    if (l.origin !== "lab") return;
    const span = spans.get(l.retailer);
    if (
      l.certificateNumber ||
      (span !== undefined && l.observedOn >= span.snapshotFrom && l.observedOn <= span.snapshotTo)
    )
      rows.push(row);
  });
  return rows;
}

/**
 * The listings `createMarketIndex` keeps of a market for a model: lab listings of each current
 * retailer's snapshot (the comparables) and every lab listing with a certificate number (the same
 * stone elsewhere). About two thirds of the market; history rows only the fit needed stay out.
 */
export function indexListingsOf(
  model: Pick<PricingModel, "retailers">,
  listings: readonly PricingListing[],
): PricingListing[] {
  return indexRowsOf(model, listings).map((row) => listings[row]!);
}

const base64Of = (array: Uint16Array | Float64Array) =>
  Buffer.from(array.buffer, array.byteOffset, array.byteLength).toString("base64");

/** A fresh, aligned copy of the bytes (a decoded Buffer may sit at any offset of a shared pool). */
function bytesOf(base64: string, bytesPerElement: number, length: number): ArrayBuffer {
  const bytes = Buffer.from(base64, "base64");
  if (bytes.byteLength !== length * bytesPerElement)
    throw new Error(
      `stored index listings: a column holds ${bytes.byteLength} bytes, expected ${length * bytesPerElement}`,
    );
  const copy = new ArrayBuffer(bytes.byteLength);
  new Uint8Array(copy).set(bytes);
  return copy;
}

/**
 * Index listings as gzip-compressed columns: about 300 KB for the 32,000 index listings of the
 * snapshot.
 */
export function packIndexListings(columns: ListingColumns): Uint8Array {
  const text = Object.fromEntries(
    textColumns.map((column) => [
      column,
      { values: columns.text[column].values, codes: base64Of(columns.text[column].codes) },
    ]),
  );
  const packed = {
    packing: "listing-columns-v2",
    length: columns.length,
    text,
    carat: base64Of(columns.carat),
    priceCents: base64Of(columns.priceCents),
    depthPct: base64Of(columns.depthPct),
    tablePct: base64Of(columns.tablePct),
    url: columns.url,
    certificateNumber: columns.certificateNumber,
  } as PackedColumns;
  return gzipSync(JSON.stringify(packed));
}

/** Decompresses off the event loop (zlib's thread pool); only parsing and decoding run on it. */
export async function unpackIndexColumns(bytes: Uint8Array): Promise<ListingColumns> {
  const packed = JSON.parse((await promisify(gunzip)(bytes)).toString("utf8")) as PackedColumns;
  if (packed.packing !== "listing-columns-v2")
    throw new Error(
      `stored index listings are packed as ${String(packed.packing)}, expected listing-columns-v2`,
    );
  const { length } = packed;
  const text = Object.fromEntries(
    textColumns.map((column): [TextColumn, CodedColumn] => [
      column,
      {
        values: packed.text[column].values,
        codes: new Uint16Array(bytesOf(packed.text[column].codes, 2, length)),
      },
    ]),
  ) as Record<TextColumn, CodedColumn>;
  return {
    length,
    text,
    carat: new Float64Array(bytesOf(packed.carat, 8, length)),
    priceCents: new Float64Array(bytesOf(packed.priceCents, 8, length)),
    depthPct:
      packed.depthPct === undefined
        ? new Float64Array(length).fill(Number.NaN)
        : new Float64Array(bytesOf(packed.depthPct, 8, length)),
    tablePct:
      packed.tablePct === undefined
        ? new Float64Array(length).fill(Number.NaN)
        : new Float64Array(bytesOf(packed.tablePct, 8, length)),
    // The outline only fits the typical face-up sizes, which the model carries: index listings do
    // not keep it.
    lengthMm: new Float64Array(length).fill(Number.NaN),
    widthMm: new Float64Array(length).fill(Number.NaN),
    url: packed.url,
    certificateNumber: packed.certificateNumber,
  };
}

/** The stored index listings as row objects sharing their text cells (see `listingsOf`). */
export async function unpackIndexListings(bytes: Uint8Array): Promise<PricingListing[]> {
  return listingsOf(await unpackIndexColumns(bytes));
}
