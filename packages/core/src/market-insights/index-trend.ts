import type { ApiTrends, MarketSource } from "@faircarat/contracts";
import { indexSourceName, type PublishedIndexCell } from "@faircarat/pricing";
import type { TrendFilter } from "./read-trend-query";

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * The published cells of the series' shape, band and grades (a cell's band is its nominal carat's).
 */
function cellsOf(cells: readonly PublishedIndexCell[], filter: TrendFilter): PublishedIndexCell[] {
  return cells.filter(
    (cell) =>
      cell.shape === filter.shape &&
      cell.nominalCarat >= filter.caratMin &&
      cell.nominalCarat < filter.caratMax &&
      (!filter.color || cell.color === filter.color) &&
      (!filter.clarity || cell.clarity === filter.clarity) &&
      (!filter.cut || cell.cut === filter.cut),
  );
}

/** "E VS1 round Excellent-cut IGI-graded stones", when every cell is of one spec. */
function describeCellSpecs(cells: readonly PublishedIndexCell[]): string {
  const specs = new Set(
    cells.map(
      (c) =>
        `${c.color} ${c.clarity} ${c.shape}${c.cut ? ` ${c.cut}-cut` : ""}${c.certificateLab ? ` ${c.certificateLab}-graded` : ""} stones`,
    ),
  );
  const carats = [...new Set(cells.map((c) => c.nominalCarat))]
    .sort((a, b) => a - b)
    .map((carat) => `${carat} ct`);
  return `${specs.size === 1 ? [...specs][0] : "the index's spec cells"} of ${carats.join(", ")}`;
}

/**
 * Each edition of the published indexes in the series' band: the median over the retailers' cells
 * of their median asking price per carat, placed at the month its listings were collected.
 */
export function indexTrend(
  cells: readonly PublishedIndexCell[],
  filter: TrendFilter,
): Pick<ApiTrends, "indexSeries" | "indexBasis"> & { sources: MarketSource[] } {
  const inBand = cellsOf(cells, filter);
  if (inBand.length === 0) return { indexSeries: [], indexBasis: null, sources: [] };
  const byEdition = new Map<string, PublishedIndexCell[]>();
  for (const cell of inBand)
    byEdition.set(cell.edition, [...(byEdition.get(cell.edition) ?? []), cell]);
  const indexSeries = [...byEdition]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([edition, own]) => {
      const collectedOn = own.reduce(
        (newest, cell) => (cell.collectedOn > newest ? cell.collectedOn : newest),
        "",
      );
      return {
        edition,
        month: collectedOn.slice(0, 7),
        collectedOn,
        medianPricePerCarat:
          Math.round(median(own.map((cell) => cell.medianPricePerCaratCents))) / 100,
        retailers: new Set(own.map((cell) => cell.retailer)).size,
        listings: own.reduce((sum, cell) => sum + cell.listings, 0),
      };
    });
  const newestBySource = new Map<string, string>();
  for (const cell of inBand) {
    const name = indexSourceName(cell.source);
    if (cell.collectedOn > (newestBySource.get(name) ?? ""))
      newestBySource.set(name, cell.collectedOn);
  }
  return {
    indexSeries,
    indexBasis: `Published index: each edition's median, over the retailers it covers, of their median asking price per carat for ${describeCellSpecs(inBand)}; one spec, not the listings' mix of grades.`,
    sources: [...newestBySource]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, newestDate]) => ({ kind: "index" as const, name, newestDate })),
  };
}
