import {
  certificateReadingSchema,
  type UploadedFile,
  type UploadMediaType,
} from "@faircarat/contracts";
import type { tables } from "@faircarat/db";

type Row = typeof tables.uploadedFiles.$inferSelect;

/** The API shape of a stored file; its URL is our own owner-only route, never a public link. */
export function toUploadedFile(row: Row): UploadedFile {
  const certificate = certificateReadingSchema.safeParse(row.certificate);
  return {
    id: row.id,
    name: row.name,
    path: row.path,
    type: row.type as UploadMediaType,
    url: `/api/uploads/${row.id}/content`,
    previewUrl: `/api/uploads/${row.id}/${row.type === "application/pdf" ? "thumbnail" : "content"}`,
    sizeBytes: row.sizeBytes,
    certificate: certificate.success ? certificate.data : null,
    createdAt: row.createdAt.toISOString(),
  };
}
