import { accept, isBlank, reject, type Outcome } from "./outcome";

const plainNumber = /^\d+(\.\d+)?$|^\.\d+$/;

/**
 * Carat weight: required, positive, and below any stone a retailer lists (the largest lab stones
 * are ~30 ct).
 */
export function normaliseCarat(raw: string | undefined): Outcome<number> {
  if (isBlank(raw)) return reject("missing_carat");
  const text = raw.trim().replace(/\s*(ct|ctw|carats?)$/i, "");
  const carat = plainNumber.test(text) ? Number(text) : Number.NaN;
  return carat > 0 && carat <= 100 ? accept(carat) : reject("bad_carat");
}

interface PlausibleRange {
  /** Exclusive lower bound. */
  above: number;
  /** Exclusive upper bound. */
  below: number;
}

/**
 * An optional proportion: a number (with or without its unit) inside the plausible range, else
 * null. A blank or odd proportion costs the row that one value, never the row: its price and grades
 * still count.
 */
function optionalNumber(
  raw: string | undefined,
  unit: RegExp,
  range: PlausibleRange,
): number | null {
  if (isBlank(raw)) return null;
  const text = raw.trim().replace(unit, "");
  const value = plainNumber.test(text) ? Number(text) : Number.NaN;
  return value > range.above && value < range.below ? value : null;
}

/** Depth, table, crown height, pavilion depth or girdle thickness as a percentage. */
export const normalisePercentage = (raw: string | undefined) =>
  optionalNumber(raw, /\s*%$/, { above: 0, below: 100 });

/** Crown or pavilion angle in degrees. */
export const normaliseAngle = (raw: string | undefined) =>
  optionalNumber(raw, /\s*(°|deg|degrees?)$/i, { above: 0, below: 90 });

/** Length, width or depth of the stone in millimetres (a 100 ct stone is about 40 mm across). */
export const normaliseMillimetres = (raw: string | undefined) =>
  optionalNumber(raw, /\s*mm$/i, { above: 0, below: 100 });
