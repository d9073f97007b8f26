import type { Color } from "@faircarat/contracts";
import { colors } from "@faircarat/contracts/grade-values";
import { accept, isBlank, reject, unknown, type Outcome } from "./outcome";

const colorGrades = new Set<string>(colors);

/** D-N letters only: ranges (`G-H`), fancy colors and words are not a grade we can price. */
export function normaliseColor(raw: string | undefined): Outcome<Color> {
  if (isBlank(raw)) return reject("missing_color");
  const letter = raw
    .trim()
    .toUpperCase()
    .replace(/\s*COLOU?R$/, "");
  return colorGrades.has(letter) ? accept(letter as Color) : unknown("color", raw);
}
