import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { feedColumns } from "../feed/feed-row";

type Cells = Partial<Record<(typeof feedColumns)[number], string>>;

/** A valid James Allen-style row; tests override the cells they are about. */
export const sampleCells: Cells = {
  retailer: "James Allen",
  scrape_date: "2026-02-24",
  origin: "lab",
  shape: "round",
  carat: "1.01",
  color: "E",
  clarity: "VS1",
  cut: "Ideal",
  polish: "EX",
  symmetry: "EX",
  fluorescence: "NN",
  cert_lab: "IGI",
  depth_pct: "61.8",
  table_pct: "57",
  price_usd: "1234.50",
  listing_id: "28956746",
};

const quote = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

/**
 * CSV text in the snapshot's column order, built from sample rows (test data, not snapshot rows).
 */
export function feedCsv(rows: Cells[]): string {
  const lines = rows.map((row) => feedColumns.map((column) => quote(row[column] ?? "")).join(","));
  return [feedColumns.join(","), ...lines].join("\n") + "\n";
}

/** Writes CSV files into a fresh temp folder and returns the folder. */
export async function writeFeedFolder(files: Record<string, string>): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), "faircarat-feed-"));
  await Promise.all(
    Object.entries(files).map(([name, text]) => writeFile(path.join(folder, name), text)),
  );
  return folder;
}

/**
 * A listing as the feed would carry it (e.g. one of `syntheticListings`): Excellent cut, IGI, its
 * price scaled by `priceFactor`.
 */
export function listingCells(
  listing: {
    retailer: string;
    observedOn: string;
    shape: string;
    carat: number;
    color: string;
    clarity: string;
    priceCents: number;
  },
  index: number,
  priceFactor = 1,
): Cells {
  return {
    retailer: listing.retailer,
    scrape_date: listing.observedOn,
    origin: "lab",
    shape: listing.shape,
    carat: String(listing.carat),
    color: listing.color,
    clarity: listing.clarity,
    cut: "Excellent",
    cert_lab: "IGI",
    price_usd: ((listing.priceCents * priceFactor) / 100).toFixed(2),
    listing_id: `S${index}`,
  };
}
