import type { CertificateFields, CertificateReading, UploadMediaType } from "@faircarat/contracts";
import { parseCertificateText, verifyUrl } from "@faircarat/market";
import { createImageTextReader } from "./image-text-reader";
import { createJobLimiter } from "./job-limiter";
import { createPdfTextReader, type PdfTextLimits } from "./pdf-text-reader";

export interface CertificateReaderOptions {
  pdf?: Partial<PdfTextLimits>;
  ocrTimeoutMs?: number;
  /** Reads running at once (each is CPU-bound on its own thread). */
  concurrency?: number;
  /** Reads waiting for a turn; more are told the server is busy. */
  maxWaiting?: number;
}

const defaultPdfLimits: PdfTextLimits = { maxPages: 20, readPages: 3, timeoutMs: 5_000, renderScans: true };
const DEFAULT_OCR_TIMEOUT_MS = 20_000;
const THUMBNAIL_WIDTH_PX = 160;

export const certificateReasons = {
  busy: "The server is busy reading other certificates. Please try again in a minute.",
  timeout: "Reading this file took too long, so it was stopped.",
  tooManyPages: (pages: number, max: number) => `This PDF has ${pages} pages; a grading report has at most ${max}, so it was not read.`,
  unreadablePdf: "This PDF could not be opened: it may be damaged or password-protected.",
  unreadableImage: "This image could not be read.",
  tooManyPixels: "This image has too many pixels to read (at most 60 million).",
  noText: "This PDF holds no text (it may be a scan). Upload a photo of the report instead.",
  noFields: "No grading report fields were found in this file.",
} as const;

const KEY_FIELDS: (keyof CertificateFields)[] = ["reportNumber", "carat", "color", "clarity", "shape"];

/** Reads grading reports: PDF text in a worker thread, photos by offline OCR, one at a time by default. */
export function createCertificateReader(options: CertificateReaderOptions = {}) {
  const pdfLimits = { ...defaultPdfLimits, ...options.pdf };
  const pdfReader = createPdfTextReader();
  const imageReader = createImageTextReader();
  const limit = createJobLimiter(options.concurrency ?? 1, options.maxWaiting ?? 4);

  const unread = (reason: string): CertificateReading => ({ status: "unread", reason });

  const fromText = (text: string, source: "pdf-text" | "ocr", started: number): CertificateReading => {
    const fields = parseCertificateText(text);
    if (!KEY_FIELDS.some((key) => fields[key] !== undefined)) return unread(certificateReasons.noFields);
    return { status: "read", source, fields, verifyUrl: verifyUrl(fields.lab, fields.reportNumber), elapsedMs: Math.round(performance.now() - started) };
  };

  const readNow = async (bytes: Uint8Array, type: UploadMediaType): Promise<CertificateReading> => {
    const started = performance.now();
    if (type === "application/pdf") {
      const result = await pdfReader.read(bytes, pdfLimits);
      if (result.outcome === "timeout") return unread(certificateReasons.timeout);
      if (result.outcome === "too-many-pages") return unread(certificateReasons.tooManyPages(result.pages, pdfLimits.maxPages));
      if (result.outcome === "unreadable") return unread(certificateReasons.unreadablePdf);
      if (result.outcome === "scan" || result.outcome === "image") return readPhoto(result.image, started);
      if (!result.text.trim()) return unread(certificateReasons.noText);
      return fromText(result.text, "pdf-text", started);
    }
    return readPhoto(bytes, started);
  };

  const readPhoto = async (bytes: Uint8Array, started: number): Promise<CertificateReading> => {
    const result = await imageReader.read(bytes, options.ocrTimeoutMs ?? DEFAULT_OCR_TIMEOUT_MS);
    if (result.outcome === "timeout") return unread(certificateReasons.timeout);
    if (result.outcome === "unreadable") {
      return unread(/pixel limit/i.test(result.message) ? certificateReasons.tooManyPixels : certificateReasons.unreadableImage);
    }
    return fromText(result.text, "ocr", started);
  };

  return {
    read: async (bytes: Uint8Array, type: UploadMediaType): Promise<CertificateReading> => (await limit(() => readNow(bytes, type))) ?? unread(certificateReasons.busy),
    /** A PDF's first page as a small PNG, or null when it cannot be drawn now (busy, too long, unreadable). */
    pdfThumbnail: async (bytes: Uint8Array): Promise<Uint8Array | null> => {
      const result = await limit(() => pdfReader.thumbnail(bytes, pdfLimits, THUMBNAIL_WIDTH_PX));
      return result?.outcome === "image" ? result.image : null;
    },
    close: async () => {
      await Promise.all([pdfReader.close(), imageReader.close()]);
    },
  };
}

export type CertificateReader = ReturnType<typeof createCertificateReader>;
