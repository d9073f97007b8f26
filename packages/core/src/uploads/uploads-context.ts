import type { CertificateReading, UploadMediaType } from "@faircarat/contracts";
import type { Database } from "@faircarat/db";
import type { Logger } from "../logger";
import type { FileStorage } from "./storage/file-storage";

export interface UploadsContext {
  db: Database;
  storage: FileStorage;
  /** Reads a grading report from the file; absent, uploads are stored without reading. */
  readCertificate?: ((bytes: Uint8Array, type: UploadMediaType) => Promise<CertificateReading>) | undefined;
  /** Draws a PDF's first page as a small PNG; null when it cannot right now. */
  renderPdfThumbnail?: ((bytes: Uint8Array) => Promise<Uint8Array | null>) | undefined;
  now?: (() => Date) | undefined;
  logger?: Logger | undefined;
}
