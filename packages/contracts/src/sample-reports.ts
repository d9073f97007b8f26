import { z } from "zod";
import { analysisResultSchema } from "./analysis";

/** One sample report of the home page: the listing it stands for and the engine's answer for it. */
export const sampleReportSchema = z.object({
  id: z.string().min(1),
  /** What the sample shows, e.g. "Oval, another shape". */
  title: z.string().min(1),
  listing: z.object({
    retailer: z.string(),
    certification: z.string(),
    url: z.string().nullable(),
    /**
     * A real feed listing at its own price; false for a made-up one (a real retailer's URL format
     * with an invented SKU, never linked).
     */
    real: z.boolean(),
  }),
  /** Samples are new: their data date is always stated. */
  analysis: analysisResultSchema.extend({
    basis: analysisResultSchema.shape.basis.extend({ dataDate: z.iso.date() }),
  }),
});
export type SampleReport = z.infer<typeof sampleReportSchema>;

/** The file `npm run samples:make` writes: every sample valued on one day. */
export const sampleReportFileSchema = z.object({
  computedOn: z.iso.date(),
  samples: z.array(sampleReportSchema).min(1),
});
export type SampleReportFile = z.infer<typeof sampleReportFileSchema>;
