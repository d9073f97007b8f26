import type { Origin } from "@faircarat/contracts";
import { isCertificateLabel } from "./certificate-on-page";
import { gradingFieldOfLabel } from "./grading-on-page";
import { dropUndefined } from "./labelled-slug";
import type { ListingSpecs, SpecField } from "./listing-facts";
import { fillSpecs, readOrigin, readSpec } from "./read-spec";

const labels: Record<string, SpecField | "origin"> = {
  carat: "carat",
  carats: "carat",
  "carat weight": "carat",
  weight: "carat",
  ct: "carat",
  "total carat weight": "carat",
  color: "color",
  colour: "color",
  "color grade": "color",
  "colour grade": "color",
  clarity: "clarity",
  "clarity grade": "clarity",
  cut: "cut",
  "cut grade": "cut",
  shape: "shape",
  "shape and cut": "shape",
  origin: "origin",
  type: "origin",
  "diamond type": "origin",
  "diamond origin": "origin",
  "growth method": "origin",
};

const labelWord = /carat|weight|ct|colou?r|clarity|cut|shape|origin|type|growth/i;

/** "Carat Weight (ct):", "Diamond Color" -> the field it labels, if it labels one. */
export function fieldOfLabel(label: string): SpecField | "origin" | undefined {
  if (label.length > 40 || !labelWord.test(label)) return undefined;
  const key = label
    .toLowerCase()
    .replace(/\(.*?\)|[:*]/g, " ")
    .replace(/^\s*(diamond|stone)\s+/, "")
    .replace(/\s+/g, " ")
    .trim();
  return labels[key];
}

/** "G (Near Colorless)" -> "G", "VS1 Clarity" -> "VS1": retailers decorate grades. */
function cleanValue(value: string): string {
  return value
    .replace(/\(.*?\)/g, " ")
    .replace(/\b(colou?r|clarity|cut|shape)\b/gi, " ")
    .replace(/\s+/g, " ")
    .trim();
}

export interface LabelledFacts {
  specs: ListingSpecs;
  origin?: Origin;
}

/**
 * Reads name/value pairs (JSON-LD additionalProperty, table rows, definition lists); the first
 * readable value wins.
 */
export function specsFromPairs(pairs: Iterable<readonly [string, string]>): LabelledFacts {
  const specs: ListingSpecs = {};
  let origin: Origin | undefined;
  for (const [label, value] of pairs) {
    const field = fieldOfLabel(label);
    if (!field || value.length > 80) continue;
    if (field === "origin") origin ??= readOrigin(cleanValue(value));
    else fillSpecs(specs, dropUndefined({ [field]: readSpec(field, cleanValue(value)) }));
  }
  return origin ? { specs, origin } : { specs };
}

/**
 * Label/value pairs in visible text: a label cell followed by its value cell, or "Label: value" in
 * one cell.
 */
export function* pairsInCells(cells: string[]): Generator<readonly [string, string]> {
  for (let i = 0; i < cells.length; i++) {
    const cell = cells[i] ?? "";
    if (cell.length > 40) continue;
    const inline = /^([^:]{2,30}):\s*(.{1,40})$/.exec(cell);
    if (inline?.[1] && inline[2]) yield [inline[1], inline[2]];
    else if (fieldOfLabel(cell) || gradingFieldOfLabel(cell) || isCertificateLabel(cell)) {
      const next = cells[i + 1];
      if (next !== undefined) yield [cell, next];
    }
  }
}
