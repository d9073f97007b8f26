import type { AnalysisResult } from "@faircarat/contracts";
import { formatDollars, formatPercent, formatSignedPercent } from "@faircarat/contracts/figures";
import { savingsLine } from "@faircarat/contracts/verdict-texts";
import { palette, type ReportCanvas } from "./report-canvas";

const GAP = 10;
const BOX_HEIGHT = 48;

/**
 * Listed price, fair market value, confidence and savings in four boxes, then markup and what the
 * confidence means.
 */
export function drawKeyFigures(canvas: ReportCanvas, analysis: AnalysisResult): void {
  const savings = savingsLine(analysis.savingsAmount);
  const figures: Array<[string, string, string]> = [
    ["Listed Price", formatDollars(analysis.listedPrice), palette.ink],
    ["Fair Market Value", formatDollars(analysis.fairMarketValue), palette.ink],
    ["Confidence", formatPercent(analysis.confidence), palette.ink],
    [
      savings.label,
      formatDollars(savings.amount),
      savings.label === "You Could Save" ? palette.savings : palette.danger,
    ],
  ];
  canvas.ensure(BOX_HEIGHT + 60);
  const boxWidth = (canvas.width - GAP * (figures.length - 1)) / figures.length;
  const top = canvas.y;
  figures.forEach(([label, value, color], index) => {
    const x = canvas.left + index * (boxWidth + GAP);
    canvas.doc
      .roundedRect(x, top, boxWidth, BOX_HEIGHT, 5)
      .lineWidth(0.75)
      .fillAndStroke(palette.canvas, palette.line);
    canvas.textAt(label, x + 9, top + 8, { size: 8, color: palette.muted, width: boxWidth - 18 });
    canvas.textAt(value, x + 9, top + 21, { size: 16, bold: true, color, width: boxWidth - 18 });
  });
  canvas.doc.y = top + BOX_HEIGHT + 8;
  const over = analysis.markupPercentage > 0 ? "over" : "against";
  canvas.text(
    `Markup ${formatSignedPercent(analysis.markupPercentage)} ${over} the fair market value · fair value per carat ${formatDollars(analysis.pricePerCarat)}.`,
    {
      size: 9,
      color: palette.soft,
    },
  );
  if (analysis.confidenceMeaning) {
    canvas.doc.y += 2;
    canvas.text(`Confidence: ${analysis.confidenceMeaning}`, { size: 9, color: palette.soft });
  }
}
