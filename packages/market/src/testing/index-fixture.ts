import { indexColumns } from "../index-feed/index-row";

type IndexCells = Partial<Record<(typeof indexColumns)[number], string>>;

/**
 * A published 1 ct cell of a made-up index edition (test data); tests override the cells they are
 * about.
 */
export const sampleIndexCells: IndexCells = {
  edition: "2026-05-21",
  collected_on: "2026-05-18",
  retailer: "Example Jeweller",
  shape: "round",
  color: "E",
  clarity: "VS1",
  cut: "Excellent",
  cert_lab: "IGI",
  carat_from: "0.95",
  carat_to: "1.05",
  nominal_carat: "1.0",
  median_price_per_carat_usd: "400.00",
  index_price_usd: "400",
  listings: "120",
  status: "published",
  source: "https://index.example/lab-grown (May 2026 edition)",
};

/** A cell the index left unpublished (too few listings): no prices. */
export const unpublishedIndexCells: IndexCells = {
  ...sampleIndexCells,
  median_price_per_carat_usd: "",
  index_price_usd: "",
  listings: "12",
  status: "below 30 listings: not published",
};

const quote = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

/** CSV text in the index's column order, built from sample rows. */
export function indexCsv(rows: IndexCells[], delimiter = ","): string {
  const lines = rows.map((row) =>
    indexColumns.map((column) => quote(row[column] ?? "")).join(delimiter),
  );
  return [indexColumns.join(delimiter), ...lines].join("\n") + "\n";
}
