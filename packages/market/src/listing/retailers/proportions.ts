import { normaliseMillimetres, normalisePercentage } from "../../normalise/measurement";

/** The cut proportions a diamond page shows, where it shows them. */
export interface ListingProportions {
  depthPct?: number;
  tablePct?: number;
  lengthMm?: number;
  widthMm?: number;
  depthMm?: number;
}

type PercentField = "depthPct" | "tablePct";

const percentLabels: Record<string, PercentField> = {
  depth: "depthPct",
  "depth %": "depthPct",
  "depth percentage": "depthPct",
  "total depth": "depthPct",
  table: "tablePct",
  "table %": "tablePct",
  "table size": "tablePct",
  "table percentage": "tablePct",
};
const measurementLabels = new Set(["measurements", "l/w/d", "l/w/d mm", "l x w x d", "dimensions", "measurements mm"]);

const labelKey = (label: string) =>
  label
    .toLowerCase()
    .replace(/\((mm)\)/g, " $1")
    .replace(/[:*]/g, " ")
    .replace(/\s+/g, " ")
    .trim();

const isProportionLabel = (label: string) => label.length <= 40 && (labelKey(label) in percentLabels || measurementLabels.has(labelKey(label)));

/** Proportion label cells followed by their value cell, or "Depth %: 61.8" in one cell. */
export function* proportionPairsInCells(cells: string[]): Generator<readonly [string, string]> {
  for (let i = 0; i < cells.length; i++) {
    const cell = cells[i] ?? "";
    const inline = /^([^:]{2,30}):\s*(.{1,40})$/.exec(cell);
    if (inline?.[1] && inline[2] && isProportionLabel(inline[1])) yield [inline[1], inline[2]];
    else if (isProportionLabel(cell) && cells[i + 1] !== undefined) yield [cell, cells[i + 1] ?? ""];
  }
}

/** Depth %, table % and the measurements from name/value pairs; what does not read as a number in range is left out. */
export function proportionsFromPairs(pairs: Iterable<readonly [string, string]>): ListingProportions {
  const found: ListingProportions = {};
  for (const [label, value] of pairs) {
    if (label.length > 40 || value.length > 60) continue;
    const key = labelKey(label);
    const percent = percentLabels[key];
    if (percent && found[percent] === undefined) {
      const read = normalisePercentage(value.trim());
      if (read !== null) found[percent] = read;
    } else if (measurementLabels.has(key) && found.lengthMm === undefined) {
      Object.assign(found, measurements(value));
    }
  }
  return found;
}

/** "6.45 x 6.42 x 3.98 mm", "6.45*6.42*3.98" -> length, width and depth in millimetres. */
function measurements(value: string): ListingProportions {
  const parts = value.replace(/mm/gi, "").split(/\s*[x×*/-]\s*/i);
  if (parts.length !== 3) return {};
  const [length, width, depth] = parts.map((part) => normaliseMillimetres(part.trim()));
  if (length == null || width == null || depth == null) return {};
  return { lengthMm: length, widthMm: width, depthMm: depth };
}
