import type { CertificateFields, CertificateReading, UploadMediaType } from "@faircarat/contracts";
import { parseCertificateText, verifyUrl } from "@faircarat/market";
import { createJobLimiter, type JobLimits } from "./job-limiter";
import {
  createReaderProcess,
  type PdfJob,
  type PhotoJob,
  type ReaderOutcome,
} from "./reader-process";
import { createStoppedFiles } from "./stopped-files";

export interface PdfLimits {
  /** A document with more pages is refused without reading any. */
  maxPages: number;
  /** Pages read from the start (a report's fields are on its first pages). */
  readPages: number;
  /** Time cap of reading a PDF's text (or drawing its thumbnail). */
  timeoutMs: number;
  /** Render the first page of a PDF without text, for OCR. */
  renderScans: boolean;
}

export interface CertificateReaderOptions extends Partial<JobLimits> {
  pdf?: Partial<PdfLimits>;
  /** Time cap of reading a photo (or a scanned page) by OCR. */
  ocrTimeoutMs?: number;
  /**
   * Memory cap of each reader process (resident set); past it the process is killed and replaced.
   */
  memoryCapMb?: number;
}

const defaultPdfLimits: PdfLimits = {
  maxPages: 20,
  readPages: 3,
  timeoutMs: 5_000,
  renderScans: true,
};
const defaultJobLimits: JobLimits = { concurrency: 1, maxWaiting: 16, maxWaitingPerOwner: 4 };
const DEFAULT_OCR_TIMEOUT_MS = 20_000;
/**
 * Above a warm reader's peak (about 350 MB reading a phone photo) with room to spare; see decision
 * 020.
 */
const DEFAULT_MEMORY_CAP_MB = 768;
/**
 * A thumbnail fits 160 px wide and 640 px tall (a page at most four times taller than wide fills
 * the width).
 */
const THUMBNAIL_BOX = { widthPx: 160, heightPx: 640 };
const STOPPED_FILES = { ttlMs: 15 * 60_000, maxEntries: 500 };
/** Reads and thumbnails without a known owner take turns as one owner. */
const ANYONE = "";

export const certificateReasons = {
  busy: "The server is busy reading other certificates. Please try again in a minute.",
  timeout: "Reading this file took too long, so it was stopped.",
  tooLarge:
    "Reading this file needed far more memory than a grading report does, so it was stopped.",
  tooManyPages: (pages: number, max: number) =>
    `This PDF has ${pages} pages; a grading report has at most ${max}, so it was not read.`,
  unreadablePdf: "This PDF could not be opened: it may be damaged or password-protected.",
  unreadableImage: "This image could not be read.",
  tooManyPixels: "This image has too many pixels to read (at most 60 million).",
  noText: "This PDF holds no text (it may be a scan). Upload a photo of the report instead.",
  noFields: "No grading report fields were found in this file.",
} as const;

/**
 * A reading that found the file is no PDF or image at all, only the first bytes of one (or one
 * damaged past opening): such a file is refused, not kept as an unread certificate.
 */
export function isUnopenableFile(
  reading: CertificateReading,
): reading is Extract<CertificateReading, { status: "unread" }> {
  return (
    reading.status === "unread" &&
    (reading.reason === certificateReasons.unreadablePdf ||
      reading.reason === certificateReasons.unreadableImage)
  );
}

export type PdfThumbnail =
  | { status: "drawn"; png: Uint8Array }
  | { status: "busy"; reason: string }
  | { status: "refused"; reason: string };

const KEY_FIELDS: (keyof CertificateFields)[] = [
  "reportNumber",
  "carat",
  "color",
  "clarity",
  "shape",
];

/**
 * Reads grading reports (PDF text, a scan's first page or a photo by offline OCR) and draws PDF
 * thumbnails, in reader processes with a memory cap and a time cap, taking turns between owners.
 */
export function createCertificateReader(options: CertificateReaderOptions = {}) {
  const pdfLimits = { ...defaultPdfLimits, ...options.pdf };
  const jobLimits = { ...defaultJobLimits, ...options };
  const ocrTimeoutMs = options.ocrTimeoutMs ?? DEFAULT_OCR_TIMEOUT_MS;
  const processes = Array.from({ length: jobLimits.concurrency }, () =>
    createReaderProcess({ memoryCapMb: options.memoryCapMb ?? DEFAULT_MEMORY_CAP_MB }),
  );
  const idle = [...processes];
  const limit = createJobLimiter(jobLimits);
  const stoppedFiles = createStoppedFiles(STOPPED_FILES);

  /** One turn of the limiter, with a reader process of its own for its jobs. */
  const inTurn = async <T>(
    owner: string,
    work: (
      run: (job: PdfJob | PhotoJob, timeoutMs: number) => Promise<ReaderOutcome>,
    ) => Promise<T>,
  ) =>
    limit(owner, async () => {
      const reader = idle.pop();
      if (!reader) throw new Error("no idle reader process in a free turn");
      try {
        return await work(async (job, timeoutMs) => {
          const result = await reader.run(job, timeoutMs);
          const stopped = stoppedReason(result.outcome);
          if (stopped) await stoppedFiles.remember(job.bytes, stopped);
          return result;
        });
      } finally {
        idle.push(reader);
      }
    });

  const unread = (reason: string): CertificateReading => ({ status: "unread", reason });

  const fromText = (
    text: string,
    source: "pdf-text" | "ocr",
    started: number,
  ): CertificateReading => {
    const fields = parseCertificateText(text);
    if (!KEY_FIELDS.some((key) => fields[key] !== undefined))
      return unread(certificateReasons.noFields);
    return {
      status: "read",
      source,
      fields,
      verifyUrl: verifyUrl(fields.lab, fields.reportNumber),
      elapsedMs: Math.round(performance.now() - started),
    };
  };

  const readPhoto = async (
    run: (job: PhotoJob, timeoutMs: number) => Promise<ReaderOutcome>,
    bytes: Uint8Array,
    started: number,
  ) => {
    const result = await run({ kind: "photo", bytes }, ocrTimeoutMs);
    if (result.outcome === "text") return fromText(result.text, "ocr", started);
    if (result.outcome === "too-many-pixels") return unread(certificateReasons.tooManyPixels);
    return unread(stoppedReason(result.outcome) ?? certificateReasons.unreadableImage);
  };

  const readNow = async (
    run: (job: PdfJob | PhotoJob, timeoutMs: number) => Promise<ReaderOutcome>,
    bytes: Uint8Array,
    type: UploadMediaType,
  ) => {
    const started = performance.now();
    if (type !== "application/pdf") return readPhoto(run, bytes, started);
    const { maxPages, readPages, renderScans } = pdfLimits;
    const result = await run(
      { kind: "pdf", bytes, maxPages, readPages, renderScans },
      pdfLimits.timeoutMs,
    );
    if (result.outcome === "too-many-pages")
      return unread(certificateReasons.tooManyPages(result.pages, maxPages));
    if (result.outcome === "scan") return readPhoto(run, result.image, started);
    if (result.outcome !== "text")
      return unread(stoppedReason(result.outcome) ?? certificateReasons.unreadablePdf);
    if (!result.text.trim()) return unread(certificateReasons.noText);
    return fromText(result.text, "pdf-text", started);
  };

  return {
    /** The file's reading; `owner` (a user id) takes turns with other owners. */
    read: async (
      bytes: Uint8Array,
      type: UploadMediaType,
      owner = ANYONE,
    ): Promise<CertificateReading> => {
      const stopped = await stoppedFiles.reasonFor(bytes);
      if (stopped) return unread(stopped);
      return (
        (await inTurn(owner, (run) => readNow(run, bytes, type))) ?? unread(certificateReasons.busy)
      );
    },
    /** A PDF's first page as a PNG at most 160 px wide, or why it cannot be drawn (now or ever). */
    pdfThumbnail: async (bytes: Uint8Array, owner = ANYONE): Promise<PdfThumbnail> => {
      const stopped = await stoppedFiles.reasonFor(bytes);
      if (stopped) return { status: "refused", reason: stopped };
      const { maxPages, timeoutMs } = pdfLimits;
      const result = await inTurn(owner, (run) =>
        run({ kind: "pdf", bytes, maxPages, thumbnailBox: THUMBNAIL_BOX }, timeoutMs),
      );
      if (!result) return { status: "busy", reason: certificateReasons.busy };
      if (result.outcome === "image") return { status: "drawn", png: result.image };
      if (result.outcome === "too-many-pages")
        return {
          status: "refused",
          reason: certificateReasons.tooManyPages(result.pages, maxPages),
        };
      return {
        status: "refused",
        reason: stoppedReason(result.outcome) ?? certificateReasons.unreadablePdf,
      };
    },
    /** The highest resident memory of a reader process so far (for figures). */
    peakReaderRssBytes: () => Math.max(0, ...processes.map((reader) => reader.peakRssBytes())),
    close: async () => {
      await Promise.all(processes.map((reader) => reader.close()));
    },
  };
}

function stoppedReason(outcome: ReaderOutcome["outcome"]): string | undefined {
  if (outcome === "timeout") return certificateReasons.timeout;
  if (outcome === "too-large") return certificateReasons.tooLarge;
  return undefined;
}

export type CertificateReader = ReturnType<typeof createCertificateReader>;
