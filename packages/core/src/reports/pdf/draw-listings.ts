import type { ListingRow } from "@faircarat/contracts/report-model";
import { formatDollars } from "@faircarat/contracts/figures";
import { palette, type ReportCanvas } from "./report-canvas";

/**
 * One listing a row, as the report model writes it (the web report's rows too): the retailer
 * (linked), what, how it differs, when (and that it may be gone), the certificate, the price; its
 * address printed under it in full (and linked) so a printed copy can be followed too.
 */
export function drawListings(
  canvas: ReportCanvas,
  title: string,
  items: readonly ListingRow[],
): void {
  if (items.length === 0) return;
  canvas.heading(title, 36);
  const priceWidth = 56;
  const sourceWidth = 100;
  const detailsX = canvas.left + sourceWidth + 8;
  const detailsWidth = canvas.width - sourceWidth - priceWidth - 16;
  for (const item of items) {
    const rowHeight = Math.max(
      canvas.heightOf(item.details, { size: 9, width: detailsWidth }),
      canvas.heightOf(item.retailer, { size: 9.5, bold: true, width: sourceWidth }),
    );
    const urlHeight = item.url ? 11 : 0;
    canvas.ensure(rowHeight + urlHeight + 8);
    const y = canvas.y;
    canvas.textAt(item.retailer, canvas.left, y, {
      size: 9.5,
      bold: true,
      width: sourceWidth,
      color: item.url ? palette.primaryStrong : palette.ink,
      link: item.url ?? undefined,
    });
    canvas.textAt(item.details, detailsX, y + 0.5, {
      size: 9,
      color: palette.soft,
      width: detailsWidth,
    });
    canvas.textAt(formatDollars(item.price), canvas.left + canvas.width - priceWidth, y, {
      size: 9.5,
      bold: true,
      width: priceWidth,
      align: "right",
    });
    if (item.url)
      canvas.textAt(item.url, canvas.left, y + rowHeight + 1, {
        size: 7.5,
        color: palette.primary,
        width: canvas.width,
        link: item.url,
        lines: 1,
      });
    canvas.doc.y = y + rowHeight + urlHeight + 4;
    canvas.rule(palette.line);
    canvas.doc.y += 4;
  }
}
