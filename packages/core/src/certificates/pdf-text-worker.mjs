// Runs in a worker thread so a hostile or huge PDF can be stopped (terminated) without blocking the server.
import { createRequire } from "node:module";
import path from "node:path";
import { parentPort } from "node:worker_threads";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/** Glyphs of the 14 standard PDF fonts, which documents may use without embedding them. */
const standardFontDataUrl = path.join(path.dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json")), "standard_fonts") + path.sep;

const LINE_TOLERANCE = 2;
/** A scanned page is rendered this wide for OCR: enough for a report's small print. */
const SCAN_WIDTH_PX = 1800;

/** The first page as a PNG `widthPx` wide: for OCR of a scan, or as a thumbnail. */
async function renderFirstPage(doc, widthPx) {
  const page = await doc.getPage(1);
  const scale = widthPx / page.getViewport({ scale: 1 }).width;
  const viewport = page.getViewport({ scale: Math.min(Math.max(scale, 0.1), 4) });
  const { canvas, context } = doc.canvasFactory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, canvas.width, canvas.height);
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

parentPort.on("message", async ({ id, bytes, maxPages, readPages, renderScans, thumbnailWidthPx }) => {
  let doc;
  try {
    doc = await getDocument({ data: bytes, isEvalSupported: false, disableFontFace: true, standardFontDataUrl, verbosity: 0 }).promise;
    if (doc.numPages > maxPages) {
      parentPort.postMessage({ id, outcome: "too-many-pages", pages: doc.numPages });
      return;
    }
    if (thumbnailWidthPx) {
      const image = await renderFirstPage(doc, thumbnailWidthPx);
      parentPort.postMessage({ id, outcome: "image", image, pages: doc.numPages }, [image.buffer]);
      return;
    }
    const pages = [];
    for (let number = 1; number <= Math.min(doc.numPages, readPages); number++) {
      const page = await doc.getPage(number);
      pages.push(toText((await page.getTextContent()).items));
    }
    const text = pages.join("\n");
    if (!text.trim() && renderScans) {
      const image = await renderFirstPage(doc, SCAN_WIDTH_PX);
      parentPort.postMessage({ id, outcome: "scan", image, pages: doc.numPages }, [image.buffer]);
      return;
    }
    parentPort.postMessage({ id, outcome: "text", text, pages: doc.numPages });
  } catch (error) {
    parentPort.postMessage({ id, outcome: "unreadable", message: String(error?.message ?? error) });
  } finally {
    await doc?.destroy();
  }
});
