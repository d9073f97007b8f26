import { z } from "zod";

/** The snapshot's columns (see shared/data/README.md); every cell is optional text until normalised. */
export const feedColumns = [
  "source_repo", "retailer", "scrape_date", "origin", "shape", "carat", "color", "clarity", "cut", "polish",
  "symmetry", "fluorescence", "cert_lab", "cert_number", "depth_pct", "table_pct", "length_mm", "width_mm",
  "depth_mm", "price_usd", "url", "listing_id",
] as const;

export const feedRowSchema = z.object(Object.fromEntries(feedColumns.map((column) => [column, z.string().optional()])) as Record<
  (typeof feedColumns)[number],
  z.ZodOptional<z.ZodString>
>);
export type FeedRow = z.infer<typeof feedRowSchema>;
