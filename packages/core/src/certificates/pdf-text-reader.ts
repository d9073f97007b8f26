import { Worker } from "node:worker_threads";

export type PdfTextOutcome =
  | { outcome: "text"; text: string; pages: number }
  /** No text layer: the first page rendered as a PNG, to be read like a photo. */
  | { outcome: "scan"; image: Uint8Array; pages: number }
  /** A thumbnail request's answer: the first page as a PNG. */
  | { outcome: "image"; image: Uint8Array; pages: number }
  | { outcome: "too-many-pages"; pages: number }
  | { outcome: "unreadable"; message: string }
  | { outcome: "timeout" };

export interface PdfTextLimits {
  /** A document with more pages is refused without reading any. */
  maxPages: number;
  /** Pages read from the start (a report's fields are on its first pages). */
  readPages: number;
  timeoutMs: number;
  /** Render the first page of a PDF without text, for OCR. */
  renderScans: boolean;
}

/**
 * One long-lived worker thread that reads PDF text, one document at a time. A read that runs past
 * its time limit terminates the worker; the next read starts a fresh one.
 */
export function createPdfTextReader() {
  let worker: Worker | undefined;
  let nextId = 0;
  const start = () => {
    const created = new Worker(new URL("./pdf-text-worker.mjs", import.meta.url));
    created.unref();
    created.on("error", () => {
      if (worker === created) worker = undefined;
    });
    return created;
  };

  const send = (bytes: Uint8Array, request: Record<string, unknown>, timeoutMs: number): Promise<PdfTextOutcome> => {
    const current = (worker ??= start());
    const id = ++nextId;
    return new Promise((resolve) => {
      const finish = (outcome: PdfTextOutcome) => {
        clearTimeout(timer);
        current.off("message", onMessage);
        current.off("exit", onExit);
        resolve(outcome);
      };
      const onMessage = (message: PdfTextOutcome & { id: number }) => {
        if (message.id === id) finish(message);
      };
      const onExit = () => finish({ outcome: "unreadable", message: "the reader stopped" });
      const timer = setTimeout(() => {
        if (worker === current) worker = undefined;
        void current.terminate();
        finish({ outcome: "timeout" });
      }, timeoutMs);
      current.on("message", onMessage);
      current.on("exit", onExit);
      // A copy: the worker takes ownership of the transferred buffer.
      const copy = bytes.slice();
      current.postMessage({ ...request, id, bytes: copy }, [copy.buffer]);
    });
  };

  const read = (bytes: Uint8Array, limits: PdfTextLimits) =>
    send(bytes, { maxPages: limits.maxPages, readPages: limits.readPages, renderScans: limits.renderScans }, limits.timeoutMs);

  /** The first page as a PNG `widthPx` wide. */
  const thumbnail = (bytes: Uint8Array, limits: Pick<PdfTextLimits, "maxPages" | "timeoutMs">, widthPx: number) =>
    send(bytes, { maxPages: limits.maxPages, thumbnailWidthPx: widthPx }, limits.timeoutMs);

  const close = async () => {
    const current = worker;
    worker = undefined;
    await current?.terminate();
  };
  return { read, thumbnail, close };
}

export type PdfTextReader = ReturnType<typeof createPdfTextReader>;
