// Runs in a worker thread so a hostile or huge PDF can be stopped (terminated) without blocking the server.
import { parentPort } from "node:worker_threads";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

const LINE_TOLERANCE = 2;

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
    .map((line) => line.parts.sort((a, b) => a.x - b.x).map((part) => part.str).join(" "))
    .join("\n");
}

parentPort.on("message", async ({ id, bytes, maxPages, readPages }) => {
  let doc;
  try {
    doc = await getDocument({ data: bytes, isEvalSupported: false, disableFontFace: true, verbosity: 0 }).promise;
    if (doc.numPages > maxPages) {
      parentPort.postMessage({ id, outcome: "too-many-pages", pages: doc.numPages });
      return;
    }
    const pages = [];
    for (let number = 1; number <= Math.min(doc.numPages, readPages); number++) {
      const page = await doc.getPage(number);
      pages.push(toText((await page.getTextContent()).items));
    }
    parentPort.postMessage({ id, outcome: "text", text: pages.join("\n"), pages: doc.numPages });
  } catch (error) {
    parentPort.postMessage({ id, outcome: "unreadable", message: String(error?.message ?? error) });
  } finally {
    await doc?.destroy();
  }
});
