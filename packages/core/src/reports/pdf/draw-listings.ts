import type { AnalysisResult } from "@faircarat/contracts";
import { formatDollars } from "@faircarat/contracts/figures";
import { describeSpecs } from "@faircarat/contracts/diamond-titles";
import { seenParts } from "@faircarat/contracts/listing-age";
import { palette, type ReportCanvas } from "./report-canvas";

type Listing = AnalysisResult["comparableListings"][number];

/** "IGI LG612345678", or null when the feed did not state the report number. */
function certificateOf({ certificateLab, certificateNumber }: Listing): string | null {
  if (!certificateNumber) return null;
  return certificateLab ? `${certificateLab} ${certificateNumber}` : certificateNumber;
}

/**
 * One listing a row: the retailer (linked), what and when (and that it may be gone when seen more
 * than 60 days before the valuation day), the price; its address printed under it in full (and
 * linked) so a printed copy can be followed too.
 */
export function drawListings(
  canvas: ReportCanvas,
  title: string,
  items: readonly Listing[],
  { showSpecs, valuationDate }: { showSpecs: boolean; valuationDate: string },
): void {
  if (items.length === 0) return;
  canvas.heading(title, 36);
  const priceWidth = 70;
  const sourceWidth = 120;
  const detailsX = canvas.left + sourceWidth + 8;
  const detailsWidth = canvas.width - sourceWidth - priceWidth - 16;
  for (const item of items) {
    const certificate = certificateOf(item);
    const details = [
      showSpecs ? describeSpecs(item.specs) : null,
      ...seenParts(item.observedOn, valuationDate),
      certificate && `cert. ${certificate}`,
    ]
      .filter(Boolean)
      .join(" · ");
    const rowHeight = Math.max(
      canvas.heightOf(details, { size: 9, width: detailsWidth }),
      canvas.heightOf(item.source, { size: 9.5, bold: true, width: sourceWidth }),
    );
    const urlHeight = item.url ? 11 : 0;
    canvas.ensure(rowHeight + urlHeight + 8);
    const y = canvas.y;
    canvas.textAt(item.source, canvas.left, y, {
      size: 9.5,
      bold: true,
      width: sourceWidth,
      color: item.url ? palette.primaryStrong : palette.ink,
      link: item.url ?? undefined,
    });
    canvas.textAt(details, detailsX, y + 0.5, {
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
