import { formatGirdle, readCulet, readGirdle } from "@faircarat/contracts/girdle-and-culet";
import { normaliseMillimetres, normalisePercentage } from "../../normalise/measurement";

/** The cut proportions a diamond page shows, where it shows them. */
export interface ListingProportions {
  depthPct?: number;
  tablePct?: number;
  lengthMm?: number;
  widthMm?: number;
  depthMm?: number;
  /** In GIA's terms: "Medium to Slightly Thick", "Very Small". */
  girdle?: string;
  culet?: string;
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
const measurementLabels = new Set([
  "measurements",
  "l/w/d",
  "l/w/d mm",
  "l x w x d",
  "dimensions",
  "measurements mm",
]);
const girdleLabels = new Set(["girdle", "girdle thickness"]);
const culetLabels = new Set(["culet", "culet size"]);

const labelKey = (label: string) =>
  label
    .toLowerCase()
    .replace(/\((mm)\)/g, " $1")
    .replace(/[:*]/g, " ")
    .replace(/\s+/g, " ")
    .trim();

const isProportionLabel = (label: string) => {
  const key = labelKey(label);
  return (
    label.length <= 40 &&
    (key in percentLabels ||
      measurementLabels.has(key) ||
      girdleLabels.has(key) ||
      culetLabels.has(key))
  );
};

/** Proportion label cells followed by their value cell, or "Depth %: 61.8" in one cell. */
export function* proportionPairsInCells(cells: string[]): Generator<readonly [string, string]> {
  for (let i = 0; i < cells.length; i++) {
    const cell = cells[i] ?? "";
    const inline = /^([^:]{2,30}):\s*(.{1,40})$/.exec(cell);
    if (inline?.[1] && inline[2] && isProportionLabel(inline[1])) yield [inline[1], inline[2]];
    else if (isProportionLabel(cell) && cells[i + 1] !== undefined)
      yield [cell, cells[i + 1] ?? ""];
  }
}

/**
 * Depth %, table %, the measurements, girdle and culet from name/value pairs; what does not read (a
 * number in range, a lab's term) is left out.
 */
export function proportionsFromPairs(
  pairs: Iterable<readonly [string, string]>,
): ListingProportions {
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
    } else if (girdleLabels.has(key) && found.girdle === undefined) {
      const girdle = readGirdle(value);
      if (girdle) found.girdle = formatGirdle(girdle);
    } else if (culetLabels.has(key) && found.culet === undefined) {
      const culet = readCulet(value);
      if (culet) found.culet = culet;
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

/**
 * The proportions an analysis takes (`AnalysisRequest["proportions"]`), or null when the page shows
 * none.
 */
export interface AnalysisProportions {
  depthPct?: number;
  tablePct?: number;
  lengthMm?: number;
  widthMm?: number;
  girdle?: string;
  culet?: string;
}

/**
 * What a page's proportions give the cut and spread check. A page that shows the measurements but
 * not the depth percentage gives it too: total depth over the mean diameter for a round outline
 * (length and width within 5%), over the width for a fancy one, as labs compute it.
 */
export function analysisProportions(p: ListingProportions): AnalysisProportions | null {
  const out: AnalysisProportions = {};
  if (p.tablePct !== undefined) out.tablePct = p.tablePct;
  if (p.girdle !== undefined) out.girdle = p.girdle;
  if (p.culet !== undefined) out.culet = p.culet;
  if (p.lengthMm !== undefined && p.widthMm !== undefined) {
    out.lengthMm = p.lengthMm;
    out.widthMm = p.widthMm;
  }
  const depth = p.depthPct ?? depthPctOfMeasurements(p);
  if (depth !== null) out.depthPct = depth;
  return Object.keys(out).length > 0 ? out : null;
}

function depthPctOfMeasurements({ lengthMm, widthMm, depthMm }: ListingProportions): number | null {
  if (!lengthMm || !widthMm || !depthMm) return null;
  const [long, short] = lengthMm >= widthMm ? [lengthMm, widthMm] : [widthMm, lengthMm];
  const across = long / short <= 1.05 ? (long + short) / 2 : short;
  const depth = Math.round((depthMm / across) * 1000) / 10;
  return depth >= 20 && depth <= 100 ? depth : null;
}
