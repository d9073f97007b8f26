import { z } from "zod";
import {
  certificateLabSchema,
  claritySchema,
  colorSchema,
  cutGradeSchema,
  finishGradeSchema,
  fluorescenceSchema,
  growthMethodSchema,
  originSchema,
  shapeSchema,
  treatmentSchema,
} from "./grades";

/** One listed stone after normalisation: what the importer stores and the pricing engine reads. */
export const marketListingSchema = z.object({
  retailer: z.string().min(1),
  /** The retailer's own id for the listing, when the feed has one. */
  listingId: z.string().nullable(),
  url: z.url().nullable(),
  /** Day the price was observed (feeds with only a month use its first day), ISO yyyy-mm-dd. */
  observedOn: z.iso.date(),
  origin: originSchema,
  shape: shapeSchema,
  carat: z.number().positive(),
  color: colorSchema,
  clarity: claritySchema,
  cut: cutGradeSchema.nullable(),
  polish: finishGradeSchema.nullable(),
  symmetry: finishGradeSchema.nullable(),
  fluorescence: fluorescenceSchema.nullable(),
  certificateLab: certificateLabSchema.nullable(),
  certificateNumber: z.string().nullable(),
  depthPct: z.number().nullable(),
  tablePct: z.number().nullable(),
  // Extra columns only some feeds carry: optional, so listings built before them (and the pricing
  // engine's narrower listing type) stay valid; null means the feed did not say.
  growthMethod: growthMethodSchema.nullish(),
  treatment: treatmentSchema.nullish(),
  lengthMm: z.number().positive().nullish(),
  widthMm: z.number().positive().nullish(),
  depthMm: z.number().positive().nullish(),
  crownAngle: z.number().nullish(),
  pavilionAngle: z.number().nullish(),
  crownHeightPct: z.number().nullish(),
  pavilionDepthPct: z.number().nullish(),
  girdlePct: z.number().nullish(),
  culet: z.string().nullish(),
  /** Asking price in integer US cents. */
  priceCents: z.number().int().positive(),
});
export type MarketListing = z.infer<typeof marketListingSchema>;

/**
 * One cell of a published index edition: one retailer's median asking price for one spec cell
 * (shape, color, clarity, cut, lab, carat window), with how many listings it summarises. A cell
 * the index left unpublished (too few listings) is kept, with no price, so nothing read is lost.
 */
export const marketIndexCellSchema = z.object({
  /** The publication, as the file names it (e.g. its page address and edition). */
  source: z.string().min(1),
  /** The edition's publication day, ISO yyyy-mm-dd. */
  edition: z.iso.date(),
  /** The day the retailer's listings were collected, ISO yyyy-mm-dd. */
  collectedOn: z.iso.date(),
  retailer: z.string().min(1),
  shape: shapeSchema,
  color: colorSchema,
  clarity: claritySchema,
  cut: cutGradeSchema.nullable(),
  certificateLab: certificateLabSchema.nullable(),
  caratFrom: z.number().positive(),
  caratTo: z.number().positive(),
  nominalCarat: z.number().positive(),
  /** Median asking price per carat, integer US cents; null when the cell is not published. */
  medianPricePerCaratCents: z.number().int().positive().nullable(),
  /**
   * The index's price for the nominal carat (median per carat x nominal carat), integer US cents;
   * null when not published.
   */
  indexPriceCents: z.number().int().positive().nullable(),
  /** Listings the median was taken over (deduplicated by URL). */
  listings: z.number().int().nonnegative(),
});
export type MarketIndexCell = z.infer<typeof marketIndexCellSchema>;
