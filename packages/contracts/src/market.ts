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
