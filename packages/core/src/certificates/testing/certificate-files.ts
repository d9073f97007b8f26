import { createCanvas } from "@napi-rs/canvas";
import PDFDocument from "pdfkit";
import {
  certificateText,
  type SampleCertificate,
} from "@faircarat/market/certificate/testing/sample-certificates";

function pdfBytes(draw: (doc: PDFKit.PDFDocument) => void): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: "LETTER", margin: 48, compress: false });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on("error", reject);
    draw(doc);
    doc.end();
  });
}

/**
 * A one-page report laid out like the lab's: title, then label and value columns, then comments.
 */
export function certificatePdf(sample: SampleCertificate): Promise<Uint8Array> {
  return pdfBytes((doc) => {
    doc.font("Helvetica-Bold").fontSize(16).text(sample.title);
    doc.moveDown();
    doc.fontSize(11);
    for (const [label, value] of sample.rows) {
      const y = doc.y;
      doc.font("Helvetica").text(label, 48, y, { width: 200 });
      doc.font("Helvetica-Bold").text(value, 260, y, { width: 300 });
      doc.moveDown(0.4);
    }
    doc.moveDown();
    doc.font("Helvetica").text("Comments:", 48).text(sample.comments, { width: 500 });
  });
}

/** A scanned report: a PDF whose only content is a picture of the page (no text layer). */
export function certificateScanPdf(sample: SampleCertificate): Promise<Uint8Array> {
  const photo = Buffer.from(certificatePng(sample));
  return pdfBytes((doc) => {
    doc.image(photo, 24, 24, { fit: [564, 744] });
  });
}

/** A PDF with many pages of filler (the page-limit case). */
export function manyPagesPdf(pages: number): Promise<Uint8Array> {
  return pdfBytes((doc) => {
    for (let page = 1; page <= pages; page++) {
      if (page > 1) doc.addPage();
      doc.text(`Page ${page}`);
    }
  });
}

/** A picture of the report as a phone would see it: off-white paper, dark print, a slight tilt. */
export function certificatePng(sample: SampleCertificate): Uint8Array {
  const lines = certificateText(sample, "inline")
    .split("\n")
    .flatMap((line) => wrap(line, 60));
  const lineHeight = 40;
  const canvas = createCanvas(1400, 120 + lines.length * lineHeight);
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = "#f4f1ea";
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.rotate(0.006);
  ctx.fillStyle = "#1d1d1f";
  ctx.font = "28px 'DejaVu Sans', 'Liberation Sans', sans-serif";
  lines.forEach((line, i) => ctx.fillText(line, 60, 80 + i * lineHeight));
  return new Uint8Array(canvas.toBuffer("image/png"));
}

function wrap(line: string, width: number): string[] {
  const out: string[] = [];
  let current = "";
  for (const word of line.split(" ")) {
    if (current && current.length + word.length + 1 > width) {
      out.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  return current ? [...out, current] : out;
}
