import { z } from "zod";
import { analysisRecordSchema, analysisResultSchema } from "./analysis";

/** Paper of the PDF report: A4, or US Letter where people print on it. */
export const paperSizes = ["a4", "letter"] as const;
export const paperSizeSchema = z.enum(paperSizes);
export type PaperSize = z.infer<typeof paperSizeSchema>;

/** GET /api/analyses/:id/report.pdf?paper= (absent: chosen from the request's language). */
export const reportPdfQuerySchema = z.object({ paper: paperSizeSchema.optional() });

/** GET /api/analyses/:id: the owner's stored analysis, which its report page shows. */
export const ownedReportResponseSchema = z.object({ record: analysisRecordSchema });

/** One live read-only link to a report, as its owner sees it listed. */
export const reportShareSchema = z.object({ id: z.string(), createdAt: z.iso.datetime() });
export type ReportShare = z.infer<typeof reportShareSchema>;

/** POST /api/analyses/:id/shares: the link is shown once; only its hash is kept. */
export const createdReportShareSchema = reportShareSchema.extend({ url: z.url() });
export type CreatedReportShare = z.infer<typeof createdReportShareSchema>;
export const createReportShareResponseSchema = z.object({ share: createdReportShareSchema });

export const reportShareListSchema = z.object({ shares: z.array(reportShareSchema) });

/** A share token: 32 random bytes, base64url (256 bits). */
export const shareTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/** GET /api/shared/:token: the report and nothing of its owner's account. */
export const sharedReportSchema = z.object({
  analysis: analysisResultSchema,
  listingUrl: z.string().nullable(),
  /** The stone's grading-report number, which the owner's page and the PDF show too. */
  certificateNumber: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type SharedReport = z.infer<typeof sharedReportSchema>;
export const sharedReportResponseSchema = z.object({ report: sharedReportSchema });

export * from "./report-paths";
