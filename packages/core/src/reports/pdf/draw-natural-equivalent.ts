import type { AnalysisResult } from "@faircarat/contracts";
import { formatDollarRange, formatDollars, formatPartOf } from "@faircarat/contracts/figures";
import { palette, type ReportCanvas } from "./report-canvas";

/**
 * The natural equivalent (decision 057): its figures in one line, then the report's own lines,
 * which the web section and the chat say too. Nothing on analyses stored before it.
 */
export function drawNaturalEquivalent(canvas: ReportCanvas, analysis: AnalysisResult): void {
  const natural = analysis.naturalEquivalent;
  if (!natural) return;
  canvas.heading(natural.ofThisStone ? "Priced from natural listings" : "Compared to natural", 40);
  if (natural.status === "priced" && natural.fairValue !== null && !natural.ofThisStone) {
    const share =
      natural.labShare === null
        ? ""
        : ` · this price ${natural.mayBeFloor ? "at most " : ""}${formatPartOf(natural.labShare)} of it`;
    canvas.text(
      `Natural${natural.comparedAsShape ? ` ${natural.comparedAsShape}` : ""}: ${natural.mayBeFloor ? "from " : ""}${formatDollars(natural.fairValue)} (80%: ${formatDollarRange(natural.low!, natural.high!)})${share}`,
      { size: 10.5, bold: true },
    );
  }
  canvas.bullets(natural.lines, { size: 9.5, color: palette.soft });
}
