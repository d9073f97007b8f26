import type { AnalysisResult } from "@faircarat/contracts";
import { formatDollars } from "@faircarat/contracts/figures";
import { palette, type ReportCanvas } from "./report-canvas";

type RangeFigures = Pick<
  AnalysisResult,
  "low" | "high" | "fairMarketValue" | "listedPrice" | "isOverpriced" | "rangeMeaning"
>;

/**
 * Where a price sits on a scale with some room around the range, fair value and listed price (as
 * the web bar).
 */
export function rangeScale(values: number[], x: number, width: number): (value: number) => number {
  const min = Math.min(...values);
  const max = Math.max(...values);
  const pad = (max - min) * 0.08 || max * 0.1 || 1;
  const from = Math.max(0, min - pad);
  const to = max + pad;
  return (value: number) => x + ((value - from) / (to - from)) * width;
}

const TRACK = 12;
const END_LABEL_WIDTH = 80;

/**
 * Where the boxes of the range's end labels start: the low one left-aligned from the band's start,
 * the high one right-aligned to the band's end, both inside the page. (Centred on the ends, a
 * left-aligned "$452" sat 40 pt left of the band, off the page when the band began at its edge.)
 */
export function rangeEndLabelBoxes(
  lowX: number,
  highX: number,
  left: number,
  width: number,
): { low: number; high: number } {
  const inside = (x: number) => Math.min(Math.max(x, left), left + width - END_LABEL_WIDTH);
  return { low: inside(lowX), high: inside(highX - END_LABEL_WIDTH) };
}

/**
 * The 80% market range as a bar, the fair value as a tick and the listed price as a dot, with a
 * legend.
 */
export function drawRangeBar(canvas: ReportCanvas, figures: RangeFigures): void {
  canvas.heading("Market range", 80);
  const { doc } = canvas;
  const at = rangeScale(
    [figures.low, figures.high, figures.fairMarketValue, figures.listedPrice],
    canvas.left,
    canvas.width,
  );
  const listedColor = figures.isOverpriced ? palette.danger : palette.savings;
  const listedX = at(figures.listedPrice);

  // The listed price's label above its dot, kept inside the page.
  const label = `Listed ${formatDollars(figures.listedPrice)}`;
  canvas.style({ size: 8, bold: true, color: listedColor });
  const labelWidth = doc.widthOfString(label);
  const labelX = Math.min(
    Math.max(listedX - labelWidth / 2, canvas.left),
    canvas.left + canvas.width - labelWidth,
  );
  const labelY = canvas.y + 2;
  canvas.textAt(label, labelX, labelY, {
    size: 8,
    bold: true,
    color: listedColor,
    width: labelWidth + 2,
  });

  const top = labelY + 14;
  doc
    .roundedRect(canvas.left, top, canvas.width, TRACK, TRACK / 2)
    .lineWidth(0.75)
    .fillAndStroke(palette.canvas, palette.line);
  doc
    .roundedRect(
      at(figures.low),
      top,
      Math.max(at(figures.high) - at(figures.low), 2),
      TRACK,
      TRACK / 2,
    )
    .lineWidth(0.75)
    .fillAndStroke(palette.primarySoft, palette.primary);
  doc
    .moveTo(at(figures.fairMarketValue), top - 3)
    .lineTo(at(figures.fairMarketValue), top + TRACK + 3)
    .lineWidth(2)
    .strokeColor(palette.ink)
    .stroke();
  doc
    .circle(listedX, top + TRACK / 2, 5.5)
    .lineWidth(1.5)
    .fillAndStroke(listedColor, "#ffffff");

  // The range's ends under the bar.
  const endsY = top + TRACK + 5;
  const ends = rangeEndLabelBoxes(at(figures.low), at(figures.high), canvas.left, canvas.width);
  canvas.textAt(formatDollars(figures.low), ends.low, endsY, {
    size: 8,
    color: palette.muted,
    width: END_LABEL_WIDTH,
    align: "left",
  });
  canvas.textAt(formatDollars(figures.high), ends.high, endsY, {
    size: 8,
    color: palette.muted,
    width: END_LABEL_WIDTH,
    align: "right",
  });

  const legendY = endsY + 16;
  const legend: Array<[string, (x: number, y: number) => void]> = [
    [
      `80% of similar listings: ${formatDollars(figures.low)} to ${formatDollars(figures.high)}`,
      (x, y) =>
        void doc
          .roundedRect(x, y + 1, 14, 7, 3.5)
          .lineWidth(0.75)
          .fillAndStroke(palette.primarySoft, palette.primary),
    ],
    [
      `Fair value ${formatDollars(figures.fairMarketValue)}`,
      (x, y) =>
        void doc
          .moveTo(x + 7, y - 1)
          .lineTo(x + 7, y + 10)
          .lineWidth(2)
          .strokeColor(palette.ink)
          .stroke(),
    ],
    [
      `Listed ${formatDollars(figures.listedPrice)}`,
      (x, y) => void doc.circle(x + 7, y + 4.5, 4).fill(listedColor),
    ],
  ];
  let x = canvas.left;
  for (const [text, swatch] of legend) {
    swatch(x, legendY);
    canvas.style({ size: 8.5, color: palette.soft });
    const width = doc.widthOfString(text) + 2;
    canvas.textAt(text, x + 19, legendY, { size: 8.5, color: palette.soft, width });
    x += 19 + width + 16;
  }
  doc.y = legendY + 16;
  if (figures.rangeMeaning) canvas.text(figures.rangeMeaning, { size: 8.5, color: palette.soft });
}
