import type { AnalysisResult } from "@faircarat/contracts";
import { shapeLabel } from "@faircarat/contracts/diamond-titles";
import { sourceNames } from "../report-texts";
import { palette, type ReportCanvas } from "./report-canvas";

const fields = [
  ["shape", "Shape"],
  ["carat", "Carat"],
  ["cut", "Cut"],
  ["color", "Color"],
  ["clarity", "Clarity"],
  ["certificateNumber", "Certificate"],
] as const;

type SpecsInput = Pick<AnalysisResult, "specs" | "sources" | "pricedAsShape"> & {
  certificateNumber: string | null;
};

function valueOf(field: (typeof fields)[number][0], input: SpecsInput): string | null {
  const { specs } = input;
  if (field === "carat") return `${specs.carat} ct`;
  if (field === "shape")
    return (
      shapeLabel(specs.shape) +
      (input.pricedAsShape ? ` (priced as ${shapeLabel(input.pricedAsShape)})` : "")
    );
  if (field === "certificateNumber") return input.certificateNumber;
  return specs[field];
}

/** What was analysed and where each detail came from: the form, the listing's URL or its page. */
export function drawSpecs(canvas: ReportCanvas, input: SpecsInput): void {
  canvas.heading("Diamond analyzed", 70);
  const columns = 3;
  const cellWidth = canvas.width / columns;
  const rows = fields.filter(([field]) => field !== "certificateNumber" || input.certificateNumber);
  for (let start = 0; start < rows.length; start += columns) {
    canvas.ensure(34);
    const y = canvas.y;
    rows.slice(start, start + columns).forEach(([field, label], index) => {
      const x = canvas.left + index * cellWidth;
      const value = valueOf(field, input);
      // A detail nobody gave (e.g. shape) is the engine's typical default.
      const source = input.sources[field] ?? (value ? "assumed" : undefined);
      canvas.textAt(label, x, y, { size: 8, color: palette.muted, width: cellWidth - 8 });
      canvas.textAt(value ?? "Not stated", x, y + 10, {
        size: 10.5,
        bold: true,
        width: cellWidth - 8,
        lines: 1,
      });
      if (source)
        canvas.textAt(sourceNames[source], x, y + 23, {
          size: 8,
          color: palette.muted,
          width: cellWidth - 8,
        });
    });
    canvas.doc.y = y + 38;
  }
}
