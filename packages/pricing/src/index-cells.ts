import { clarities, colors } from "./grades";
import type { DiamondSpecs, PricingIndexCell } from "./types";

/** A published cell: one with a price and listings behind it. */
export type PublishedIndexCell = PricingIndexCell & {
  indexPriceCents: number;
  medianPricePerCaratCents: number;
};

/** Each publication's editions, as the report and the API name them. */
export interface IndexSourceSummary {
  /**
   * The publication, its edition note removed
   * ("https://rings.com/pages/lab-grown-diamond-price-index").
   */
  source: string;
  /** Edition days, oldest first. */
  editions: string[];
  newestEdition: string;
  /** The newest day listings of an edition were collected. */
  newestCollectedOn: string;
  retailers: string[];
  /** Published cells of every edition. */
  cells: number;
}

/**
 * The publication a cell's source names, without the edition note a file may add ("... (May 2026
 * edition)").
 */
export function indexSourceName(source: string): string {
  return source.replace(/\s*\([^()]*\)\s*$/, "").trim() || source;
}

/** Published cells collected on or before the day, in a stable order (edition, retailer, carat). */
export function publishedCellsUpTo(
  cells: readonly PricingIndexCell[],
  day: string,
): PublishedIndexCell[] {
  return cells
    .filter(
      (cell): cell is PublishedIndexCell =>
        cell.indexPriceCents !== null &&
        cell.medianPricePerCaratCents !== null &&
        cell.listings > 0 &&
        cell.collectedOn <= day,
    )
    .sort(
      (a, b) =>
        a.edition.localeCompare(b.edition) ||
        a.retailer.localeCompare(b.retailer) ||
        a.nominalCarat - b.nominalCarat,
    );
}

export function summariseIndexSources(cells: readonly PublishedIndexCell[]): IndexSourceSummary[] {
  const bySource = new Map<string, PublishedIndexCell[]>();
  for (const cell of cells) {
    const name = indexSourceName(cell.source);
    bySource.set(name, [...(bySource.get(name) ?? []), cell]);
  }
  return [...bySource].map(([source, own]) => {
    const editions = [...new Set(own.map((cell) => cell.edition))].sort();
    return {
      source,
      editions,
      newestEdition: editions.at(-1)!,
      newestCollectedOn: own.reduce(
        (newest, cell) => (cell.collectedOn > newest ? cell.collectedOn : newest),
        "",
      ),
      retailers: [...new Set(own.map((cell) => cell.retailer))].sort(),
      cells: own.length,
    };
  });
}

/** The newest collection day of any source's editions, or null without one. */
export function newestIndexDay(sources: readonly IndexSourceSummary[]): string | null {
  return sources.reduce<string | null>(
    (newest, s) => (newest === null || s.newestCollectedOn > newest ? s.newestCollectedOn : newest),
    null,
  );
}

/** Color or clarity grades apart. */
function gradeSteps(a: string, b: string): number {
  const scale: readonly string[] = (colors as readonly string[]).includes(a) ? colors : clarities;
  return Math.abs(scale.indexOf(a) - scale.indexOf(b));
}

/**
 * Listings "like this one" per retailer (same shape, carat within 10%, color and clarity each
 * within one grade): those of the feeds, or as many as a retailer's newest index cells count, the
 * index saying it lists them though the model holds none of them as rows (whichever is more).
 */
export function withIndexListings(
  fromListings: ReadonlyMap<string, number>,
  cells: readonly PublishedIndexCell[],
  specs: Pick<DiamondSpecs, "shape" | "carat" | "color" | "clarity">,
): Map<string, number> {
  const newest = new Map<string, string>();
  for (const cell of cells)
    if ((newest.get(cell.retailer) ?? "") < cell.collectedOn)
      newest.set(cell.retailer, cell.collectedOn);
  const fromIndex = new Map<string, number>();
  for (const cell of cells) {
    const like =
      cell.collectedOn === newest.get(cell.retailer) &&
      cell.shape === specs.shape &&
      Math.abs(Math.log(cell.nominalCarat / specs.carat)) <= Math.log(1.1) &&
      gradeSteps(cell.color, specs.color) <= 1 &&
      gradeSteps(cell.clarity, specs.clarity) <= 1;
    if (like) fromIndex.set(cell.retailer, (fromIndex.get(cell.retailer) ?? 0) + cell.listings);
  }
  const merged = new Map(fromListings);
  for (const [retailer, count] of fromIndex)
    merged.set(retailer, Math.max(count, merged.get(retailer) ?? 0));
  return merged;
}
