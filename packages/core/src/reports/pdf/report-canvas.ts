import PDFDocument from "pdfkit";
import type { PaperSize } from "@faircarat/contracts";
import { webLinkOf } from "@faircarat/contracts/web-link";
import { reportFonts } from "./report-fonts";

/** The web app's palette (apps/web/src/styles.css). */
export const palette = {
  ink: "#0f1b33",
  soft: "#3b4760",
  muted: "#525e75",
  line: "#dce3ef",
  canvas: "#f5f7fc",
  primary: "#2f4fd8",
  primarySoft: "#eef2ff",
  primaryStrong: "#1d3591",
  savings: "#047857",
  savingsSoft: "#e8f8f1",
  warning: "#a4500a",
  warningSoft: "#fff7e6",
  danger: "#b42318",
  dangerSoft: "#fef1f0",
} as const;

const MARGIN = 48;
const FOOTER_ROOM = 36;

type TextOptions = {
  size?: number;
  color?: string;
  bold?: boolean;
  link?: string;
  width?: number;
  x?: number;
  lineGap?: number;
};

/**
 * A pdfkit document with the report's fonts, margins and a few layout verbs that keep to the page.
 */
export class ReportCanvas {
  readonly doc: PDFKit.PDFDocument;
  readonly left = MARGIN;
  readonly width: number;

  constructor(paper: PaperSize, info: { title: string; createdAt: Date }) {
    this.doc = new PDFDocument({
      size: paper === "letter" ? "LETTER" : "A4",
      margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_ROOM },
      bufferPages: true,
      font: reportFonts.regular,
      info: {
        Title: info.title,
        Author: "FairCarat",
        Subject: "Lab-grown diamond price report",
        CreationDate: info.createdAt,
      },
      lang: "en-US",
      displayTitle: true,
    });
    this.doc.registerFont("regular", reportFonts.regular);
    this.doc.registerFont("bold", reportFonts.bold);
    this.width = this.doc.page.width - 2 * MARGIN;
  }

  get y(): number {
    return this.doc.y;
  }

  get bottom(): number {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  /** Starts a new page when `height` points would not fit on this one. */
  ensure(height: number): void {
    if (this.doc.y + height > this.bottom) this.doc.addPage();
  }

  style({ size = 10, color = palette.ink, bold = false }: TextOptions = {}): PDFKit.PDFDocument {
    return this.doc
      .font(bold ? "bold" : "regular")
      .fontSize(size)
      .fillColor(color);
  }

  heightOf(text: string, options: TextOptions = {}): number {
    this.style(options);
    return this.doc.heightOfString(text, {
      width: options.width ?? this.width,
      lineGap: options.lineGap ?? 1.5,
    });
  }

  /** A paragraph at the left margin (or `x`), moving the cursor below it. */
  text(text: string, options: TextOptions = {}): void {
    const link = webLinkOf(options.link);
    this.style(options).text(text, options.x ?? this.left, this.doc.y, {
      width: options.width ?? this.width,
      lineGap: options.lineGap ?? 1.5,
      link,
      underline: Boolean(link),
    });
  }

  /** Text at a fixed place that leaves the cursor where it was (table cells). */
  textAt(
    text: string,
    x: number,
    y: number,
    options: TextOptions & { align?: "left" | "right" | "center"; lines?: number } = {},
  ): number {
    const keep = this.doc.y;
    this.style(options);
    const width = options.width ?? this.width;
    const height = options.lines ? options.lines * this.doc.currentLineHeight(true) : undefined;
    const link = webLinkOf(options.link);
    this.doc.text(text, x, y, {
      width,
      align: options.align,
      link,
      underline: Boolean(link),
      height,
      ellipsis: options.lines ? true : undefined,
      lineGap: 1,
    });
    const bottom = this.doc.y;
    this.doc.y = keep;
    return bottom;
  }

  /** A section title; keeps `withNext` points of what follows on the same page. */
  heading(title: string, withNext = 40): void {
    this.ensure(24 + withNext);
    this.doc.moveDown(0.6);
    this.text(title, { size: 12, bold: true });
    this.rule(palette.line);
    this.doc.y += 5;
  }

  rule(color: string = palette.line): void {
    const y = this.doc.y + 2;
    this.doc
      .moveTo(this.left, y)
      .lineTo(this.left + this.width, y)
      .lineWidth(0.75)
      .strokeColor(color)
      .stroke();
    this.doc.y = y + 1;
  }

  bullets(items: readonly string[], options: TextOptions = {}): void {
    for (const item of items) {
      const height = this.heightOf(item, { ...options, width: this.width - 14 });
      this.ensure(height + 3);
      const y = this.doc.y;
      this.textAt("•", this.left + 2, y, { ...options, width: 10 });
      this.doc.y = y;
      this.text(item, { ...options, x: this.left + 14, width: this.width - 14 });
      this.doc.y += 3;
    }
  }

  /** "FairCarat price report · page 1 of 2" at the foot of every page, once all are laid out. */
  footers(label: string): void {
    const range = this.doc.bufferedPageRange();
    for (let index = range.start; index < range.start + range.count; index++) {
      this.doc.switchToPage(index);
      const margins = this.doc.page.margins;
      const bottom = margins.bottom;
      // Writing below the bottom margin would start a new page.
      margins.bottom = 0;
      const y = this.doc.page.height - MARGIN - 10;
      this.style({ size: 8, color: palette.muted });
      this.doc.text(label, this.left, y, {
        width: this.width - 80,
        lineBreak: false,
        ellipsis: true,
      });
      this.doc.text(`Page ${index + 1} of ${range.count}`, this.left + this.width - 80, y, {
        width: 80,
        align: "right",
        lineBreak: false,
      });
      margins.bottom = bottom;
    }
  }

  toBuffer(): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      this.doc.on("data", (chunk: Buffer) => chunks.push(chunk));
      this.doc.on("end", () => resolve(Buffer.concat(chunks)));
      this.doc.on("error", reject);
      this.doc.end();
    });
  }
}
