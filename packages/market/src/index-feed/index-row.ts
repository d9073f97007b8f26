import { z } from "zod";

/** The columns of a published index edition (see shared/data/README.md, `market-index/`). */
export const indexColumns = [
  "edition",
  "collected_on",
  "retailer",
  "shape",
  "color",
  "clarity",
  "cut",
  "cert_lab",
  "carat_from",
  "carat_to",
  "nominal_carat",
  "median_price_per_carat_usd",
  "index_price_usd",
  "listings",
  "status",
  "source",
] as const;

export const indexRowSchema = z.object(
  Object.fromEntries(indexColumns.map((column) => [column, z.string().optional()])) as Record<
    (typeof indexColumns)[number],
    z.ZodOptional<z.ZodString>
  >,
);
export type IndexRow = z.infer<typeof indexRowSchema>;

/**
 * An index file must name these columns; a file without them (another delimiter, a listing feed) is
 * refused whole.
 */
export const requiredIndexColumns = [
  "edition",
  "collected_on",
  "retailer",
  "shape",
  "color",
  "clarity",
  "carat_from",
  "carat_to",
  "listings",
] as const;
