import { z } from "zod";

/**
 * The columns the importer reads (see shared/data/README.md); every cell is optional text until
 * normalised. The last eight came with the 2024 and 2026 files and older files lack them. Columns
 * not listed here are ignored, so a feed may carry more than the importer knows.
 */
export const feedColumns = [
  "source_repo",
  "retailer",
  "scrape_date",
  "origin",
  "shape",
  "carat",
  "color",
  "clarity",
  "cut",
  "polish",
  "symmetry",
  "fluorescence",
  "cert_lab",
  "cert_number",
  "depth_pct",
  "table_pct",
  "length_mm",
  "width_mm",
  "depth_mm",
  "price_usd",
  "url",
  "listing_id",
  "growth_method",
  "treatment",
  "crown_angle",
  "pavilion_angle",
  "crown_height_pct",
  "pavilion_depth_pct",
  "girdle_pct",
  "culet",
] as const;

export const feedRowSchema = z.object(
  Object.fromEntries(feedColumns.map((column) => [column, z.string().optional()])) as Record<
    (typeof feedColumns)[number],
    z.ZodOptional<z.ZodString>
  >,
);
export type FeedRow = z.infer<typeof feedRowSchema>;

/**
 * A feed file must name these columns; a file without them (another delimiter, an index edition) is
 * refused whole.
 */
export const requiredFeedColumns = [
  "retailer",
  "scrape_date",
  "origin",
  "shape",
  "carat",
  "color",
  "clarity",
  "price_usd",
] as const;
