import { z } from "zod";

import { storableText } from "./text";
import { UPLOAD_DEFAULT_FOLDER, UPLOAD_MEDIA_TYPES } from "./upload-rules";

export * from "./upload-rules";

export const uploadFolderSchema = storableText()
  .regex(/^[a-z0-9-]{1,40}$/, { error: "folder must be 1 to 40 lowercase letters, digits or '-'." })
  .default(UPLOAD_DEFAULT_FOLDER);
export const uploadQuerySchema = z.object({
  name: storableText()
    .trim()
    .min(1)
    .max(255, { error: "The file name must be at most 255 characters." }),
  folder: uploadFolderSchema,
});

export const readableCertificateLabs = ["IGI", "GIA", "GCAL", "HRD"] as const;

export const certificateFieldsSchema = z.object({
  lab: z.enum(readableCertificateLabs).optional(),
  reportNumber: z.string().optional(),
  shape: z.string().optional(),
  carat: z.number().optional(),
  color: z.string().optional(),
  clarity: z.string().optional(),
  cut: z.string().optional(),
  polish: z.string().optional(),
  symmetry: z.string().optional(),
  fluorescence: z.string().optional(),
  measurements: z.string().optional(),
  tablePercent: z.number().optional(),
  depthPercent: z.number().optional(),
  /**
   * GIA's terms, as the reader writes them: "Medium to Slightly Thick", "Very Small"
   * (`girdle-and-culet.ts`).
   */
  girdle: z.string().optional(),
  culet: z.string().optional(),
  growthMethod: z.enum(["CVD", "HPHT"]).optional(),
  treatment: z.string().optional(),
  /**
   * GIA's laboratory-grown quality assessment (from October 2025), printed instead of color and
   * clarity grades.
   */
  assessment: z.enum(["Premium", "Standard"]).optional(),
  /**
   * What the report says the stone is: a natural-diamond report uploaded by mistake reads
   * "natural".
   */
  origin: z.enum(["lab", "natural"]).optional(),
});
export type CertificateFields = z.infer<typeof certificateFieldsSchema>;

/** What reading a certificate found, or why it could not. */
export const certificateReadingSchema = z.discriminatedUnion("status", [
  z.object({
    status: z.literal("read"),
    source: z.enum(["pdf-text", "ocr"]),
    fields: certificateFieldsSchema,
    /** The lab's own page to check the report, when lab and number are known. */
    verifyUrl: z.string().optional(),
    elapsedMs: z.number(),
  }),
  z.object({ status: z.literal("unread"), reason: z.string() }),
]);
export type CertificateReading = z.infer<typeof certificateReadingSchema>;

export const uploadedFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  path: z.string(),
  type: z.enum(UPLOAD_MEDIA_TYPES),
  url: z.string(),
  /** A small picture: the image itself, or a PDF's first page. */
  previewUrl: z.string(),
  sizeBytes: z.number().int(),
  certificate: certificateReadingSchema.nullable(),
  createdAt: z.iso.datetime(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

export const uploadResponseSchema = z.object({ file: uploadedFileSchema });
export const uploadListResponseSchema = z.object({ files: z.array(uploadedFileSchema) });
