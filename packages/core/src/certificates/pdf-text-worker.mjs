// A worker thread of the certificate reader's process (reader-process-main.mjs): pdfjs parses on
// the thread that calls it, so it runs here, leaving that process's main thread free to watch
// memory.
import { createRequire } from "node:module";
import path from "node:path";
import { parentPort } from "node:worker_threads";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { capDecoding } from "./decode-cap.mjs";

/** Glyphs of the 14 standard PDF fonts, which documents may use without embedding them. */
const standardFontDataUrl =
  path.join(
    path.dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json")),
    "standard_fonts",
  ) + path.sep;

const LINE_TOLERANCE = 2;
let currentJob;
/**
 * pdfjs inflates a stream into one buffer however large it gets (a 1 MB page stream can inflate to
 * gigabytes) and has no option to limit it. Nothing it decodes or allocates may exceed this (a
 * 300 dpi colour scan of a letter page is 25 MB decoded); past it the document is refused as too
 * large at once, and the reader's process, which pdfjs may keep busy, is replaced.
 */
const decodeCap = capDecoding(128 * 1024 * 1024, () =>
  parentPort.postMessage({ id: currentJob, outcome: "too-large" }),
);
/**
 * Images are decoded to RGBA: 25 million pixels is 100 MB, under the cap. Larger ones are skipped.
 */
const MAX_IMAGE_PIXELS = 25_000_000;
/**
 * A scanned page is rendered to fit this box for OCR: enough for a report's small print, at most
 * 6.5 million pixels.
 */
const SCAN_BOX = { widthPx: 1800, heightPx: 3600 };

/**
 * The first page as a PNG that fits `box`, scaled from the page's own size: a 100000 pt page gets
 * no more pixels than a letter page.
 */
async function renderFirstPage(doc, box) {
  const page = await doc.getPage(1);
  const natural = page.getViewport({ scale: 1 });
  const scale = Math.min(box.widthPx / natural.width, box.heightPx / natural.height);
  if (!Number.isFinite(scale) || scale <= 0)
    throw new Error(`page size ${natural.width} x ${natural.height} cannot be drawn`);
  const viewport = page.getViewport({ scale });
  const width = Math.min(box.widthPx, Math.max(1, Math.round(viewport.width)));
  const height = Math.min(box.heightPx, Math.max(1, Math.round(viewport.height)));
  const { canvas, context } = doc.canvasFactory.create(width, height);
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, width, height);
  await page.render({ canvas, canvasContext: context, viewport }).promise;
  return new Uint8Array(canvas.toBuffer("image/png"));
}

/** Text items grouped into lines by their baseline, top to bottom, left to right. */
function toText(items) {
  const lines = [];
  for (const item of items) {
    if (typeof item.str !== "string" || !item.str.trim()) continue;
    const x = item.transform[4];
    const y = item.transform[5];
    let line = lines.find((candidate) => Math.abs(candidate.y - y) <= LINE_TOLERANCE);
    if (!line) lines.push((line = { y, parts: [] }));
    line.parts.push({ x, str: item.str });
  }
  return lines
    .sort((a, b) => b.y - a.y)
    .map((line) =>
      line.parts
        .sort((a, b) => a.x - b.x)
        .map((part) => part.str)
        .join(" "),
    )
    .join("\n");
}

async function readDocument(doc, { maxPages, readPages, renderScans, thumbnailBox }) {
  if (doc.numPages > maxPages) return { outcome: "too-many-pages", pages: doc.numPages };
  if (thumbnailBox)
    return {
      outcome: "image",
      image: await renderFirstPage(doc, thumbnailBox),
      pages: doc.numPages,
    };
  const pages = [];
  for (let number = 1; number <= Math.min(doc.numPages, readPages); number++) {
    const page = await doc.getPage(number);
    pages.push(toText((await page.getTextContent()).items));
  }
  const text = pages.join("\n");
  if (!text.trim() && renderScans)
    return { outcome: "scan", image: await renderFirstPage(doc, SCAN_BOX), pages: doc.numPages };
  return { outcome: "text", text, pages: doc.numPages };
}

parentPort.on("message", async ({ id, bytes, ...request }) => {
  currentJob = id;
  decodeCap.reset();
  let doc;
  let outcome;
  try {
    doc = await getDocument({
      data: bytes,
      isEvalSupported: false,
      disableFontFace: true,
      standardFontDataUrl,
      maxImageSize: MAX_IMAGE_PIXELS,
      verbosity: 0,
    }).promise;
    outcome = await readDocument(doc, request);
  } catch (error) {
    outcome = { outcome: "unreadable", message: String(error?.message ?? error) };
  } finally {
    await doc?.destroy().catch(() => undefined);
  }
  // pdfjs skips a part it cannot decode and carries on: whatever it made of the rest, the file is
  // refused.
  if (decodeCap.exceeded()) outcome = { outcome: "too-large" };
  parentPort.postMessage({ id, ...outcome }, outcome.image ? [outcome.image.buffer] : []);
});

// pdfjs's own "worker" half runs on this thread too; loaded now (globalThis.pdfjsWorker is where
// pdfjs looks for it) rather than by the first document, so that no job's time cap pays for loading
// it.
globalThis.pdfjsWorker = await import("pdfjs-dist/legacy/build/pdf.worker.mjs");
parentPort.postMessage({ ready: true });
