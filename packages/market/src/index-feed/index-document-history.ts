import { z } from "zod";
import type { IndexRow } from "./index-row";

/**
 * What a published history cell stands on: the publisher publishes a cell from this many listings
 * (fewer is "thin"), and history gives no count, so a published month counts as the floor.
 */
export const HISTORY_CELL_LISTINGS = 30;

/**
 * A month of `history[]`: per retailer slug, the median per carat of each cell (`null` where it was
 * not published). Read one entry at a time, so a bad entry costs its own cells only.
 */
const historyEntrySchema = z.looseObject({
  month: z.string().max(40).optional(),
  published: z.string().max(40),
  corrected: z.string().max(40).optional(),
  retailers: z.record(
    z.string().max(100),
    z.record(z.string().max(40), z.number().positive().nullable()),
  ),
});

/** One record of a document, in the CSV's shape, where an operator finds it. */
export interface DocumentRow {
  row: IndexRow;
  line: number;
  fromHistory?: true;
  /** Why the record cannot be read at all (a bad month of history, an unknown retailer). */
  problem?: string;
}

/** A cell's spec, window and prices from its name and median per carat (null: unpublished). */
export type CellFields = (cellName: string, median: number | null) => IndexRow;

interface HistoryOf {
  last_updated: string;
  cell_ranges: Record<string, string>;
  retailers: { name: string; slug?: string | undefined; non_igi?: boolean | undefined }[];
  history?: unknown[] | undefined;
}

/**
 * The months of a document's `history[]` but the edition itself (read with its listing counts), as
 * editions: the publication day stands for the collection day history does not give, retailers are
 * found by slug among the edition's, keys that are no cell of `cell_ranges` (`1.5ct_total`) are
 * skipped. A record's line counts on after the retailers.
 */
export function historyRows(
  document: HistoryOf,
  cellFields: CellFields,
  publication: string,
): DocumentRow[] {
  const retailerBySlug = new Map(
    document.retailers.flatMap((retailer) => (retailer.slug ? [[retailer.slug, retailer]] : [])),
  );
  return (document.history ?? []).flatMap((raw, k): DocumentRow[] => {
    const line = document.retailers.length + k + 1;
    const entry = historyEntrySchema.safeParse(raw);
    if (!entry.success)
      return [{ line, fromHistory: true, problem: "malformed_history_entry", row: {} }];
    const month = entry.data;
    if (month.published === document.last_updated) return [];
    const note = month.corrected ? `, corrected ${month.corrected}` : "";
    const source = `${publication} (${month.month ?? month.published} edition${note})`;
    return Object.entries(month.retailers).flatMap(([slug, cells]) => {
      const retailer = retailerBySlug.get(slug);
      if (retailer?.non_igi) return [];
      return Object.entries(cells)
        .filter(([name]) => document.cell_ranges[name] !== undefined)
        .map(([name, median]): DocumentRow =>
          retailer
            ? {
                line,
                fromHistory: true,
                row: {
                  ...cellFields(name, median),
                  edition: month.published,
                  collected_on: month.published,
                  retailer: retailer.name,
                  listings: median === null ? "0" : String(HISTORY_CELL_LISTINGS),
                  status: median === null ? "unpublished" : "published",
                  source,
                },
              }
            : { line, fromHistory: true, problem: "unknown_retailer", row: {} },
        );
    });
  });
}
