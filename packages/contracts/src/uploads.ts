import { z } from "zod";

/** Types the widget and the API accept, judged by content (magic bytes) on the server. */
export const UPLOAD_MEDIA_TYPES = ["image/jpeg", "image/png", "image/webp", "application/pdf"] as const;
export type UploadMediaType = (typeof UPLOAD_MEDIA_TYPES)[number];
export const UPLOAD_BUCKET = "diamond-uploads";
export const UPLOAD_DEFAULT_FOLDER = "certificates";
export const UPLOAD_CACHE_CONTROL_SECONDS = 3600;

/** The spec's upload toasts (sections 5 and 8): a title and its description. */
export const uploadMessages = {
  authenticationRequired: { title: "Authentication Required", description: "Please sign in to upload files." },
  noFile: { title: "No file selected", description: "Please select a file to upload." },
  invalidType: { title: "Invalid file type", description: "Please upload an image (JPG, PNG, WebP) or PDF file." },
  tooLarge: { title: "File too large", description: "Please upload a file smaller than 10MB." },
  uploaded: { title: "Upload successful", description: "Your file has been uploaded successfully." },
  uploadedShort: "File uploaded successfully",
  deleted: { title: "File deleted", description: "File has been removed successfully." },
  uploadFailed: "There was an error uploading your file.",
  deleteFailed: "There was an error deleting the file.",
} as const;

/** One line: the API's error message for a spec toast. */
export const uploadErrorMessage = (message: { title: string; description: string }) => `${message.title}: ${message.description}`;

export const uploadFolderSchema = z.string().regex(/^[a-z0-9-]{1,40}$/).default(UPLOAD_DEFAULT_FOLDER);
export const uploadQuerySchema = z.object({
  name: z.string().trim().min(1).max(255),
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
  growthMethod: z.enum(["CVD", "HPHT"]).optional(),
  treatment: z.string().optional(),
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
