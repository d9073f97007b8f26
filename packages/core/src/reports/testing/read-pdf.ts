import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

export interface ReadPdf {
  pages: number;
  /** Each page's text, its items joined by spaces (a line's pieces stay in order). */
  pageTexts: string[];
  text: string;
  /** Every link annotation's address. */
  links: string[];
  /** Each page's size in points. */
  sizes: Array<{ width: number; height: number }>;
  fonts: string[];
}

/** Reads a PDF back as a reader would: text, links, page sizes and the fonts it embeds. */
export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  const doc = await getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    verbosity: 0,
  }).promise;
  try {
    const pageTexts: string[] = [];
    const links: string[] = [];
    const sizes: ReadPdf["sizes"] = [];
    for (let number = 1; number <= doc.numPages; number++) {
      const page = await doc.getPage(number);
      const content = await page.getTextContent();
      pageTexts.push(
        content.items
          .map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : "") : ""))
          .join(" ")
          .replace(/[ \t]+/g, " "),
      );
      for (const annotation of await page.getAnnotations())
        if (annotation.url) links.push(annotation.url as string);
      const [, , width, height] = page.view as [number, number, number, number];
      sizes.push({ width, height });
    }
    const raw = Buffer.from(bytes).toString("latin1");
    const fonts = [
      ...new Set([...raw.matchAll(/\/BaseFont \/([A-Za-z0-9+_-]+)/g)].map((m) => m[1] as string)),
    ];
    return { pages: doc.numPages, pageTexts, text: pageTexts.join("\n"), links, sizes, fonts };
  } finally {
    await doc.destroy();
  }
}
