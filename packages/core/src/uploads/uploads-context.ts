import type { CertificateReading, UploadMediaType } from "@faircarat/contracts";
import type { Database } from "@faircarat/db";
import type { PdfThumbnail } from "../certificates/read-certificate";
import type { Logger } from "../logger";
import type { FileStorage } from "./storage/file-storage";

export interface UploadsContext {
  db: Database;
  storage: FileStorage;
  /**
   * Reads a grading report from the file (owners take turns); absent, uploads are stored without
   * reading.
   */
  readCertificate?:
    | ((bytes: Uint8Array, type: UploadMediaType, ownerId: string) => Promise<CertificateReading>)
    | undefined;
  /**
   * Draws a PDF's first page as a small PNG, or says why it cannot (busy now, or a file it will not
   * draw).
   */
  renderPdfThumbnail?: ((bytes: Uint8Array, ownerId: string) => Promise<PdfThumbnail>) | undefined;
  /** Files and bytes one account may keep; UPLOAD_ACCOUNT_LIMITS when absent. */
  accountLimits?: { files: number; bytes: number } | undefined;
  now?: (() => Date) | undefined;
  logger?: Logger | undefined;
}
