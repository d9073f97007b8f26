import type { SpecRow } from "@faircarat/contracts/report-specs";
import { palette, type ReportCanvas } from "./report-canvas";

/**
 * "Diamond analyzed": the report model's rows (contracts' report-specs, the web report's too), what
 * each detail is and where it came from, three to a line.
 */
export function drawSpecs(canvas: ReportCanvas, rows: readonly SpecRow[]): void {
  canvas.heading("Diamond analyzed", 70);
  const columns = 3;
  const cellWidth = canvas.width / columns;
  for (let start = 0; start < rows.length; start += columns) {
    canvas.ensure(34);
    const y = canvas.y;
    rows.slice(start, start + columns).forEach((row, index) => {
      const x = canvas.left + index * cellWidth;
      canvas.textAt(row.label, x, y, { size: 8, color: palette.muted, width: cellWidth - 8 });
      canvas.textAt(row.value, x, y + 10, {
        size: 10.5,
        bold: true,
        width: cellWidth - 8,
        lines: 1,
      });
      if (row.source)
        canvas.textAt(row.source, x, y + 23, {
          size: 8,
          color: palette.muted,
          width: cellWidth - 8,
        });
    });
    canvas.doc.y = y + 38;
  }
}
