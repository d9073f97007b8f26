import {
  aShape,
  bowTieDepth,
  bowTieShapes,
  proportionsOf,
  roundAngles,
  type Band,
  type ProportionedShape,
} from "@faircarat/contracts/stone-knowledge";
import { formatCarat, formatCount } from "@faircarat/contracts/figures";
import { caratOfArea, type FaceUpSizes } from "./face-up-sizes";
import { girdleAndCuletFindings } from "./girdle-and-culet";
import type { Shape } from "../grades";

/**
 * A cut and spread check from the proportions a report prints. Pure: numbers in, a score and plain
 * findings out; it does not move the price. Ranges and factors, with their sources, are in
 * docs/pricing.md ("Cut and spread check") and decision 044.
 */
export interface Proportions {
  depthPct?: number | null;
  tablePct?: number | null;
  lengthMm?: number | null;
  widthMm?: number | null;
  crownAngle?: number | null;
  pavilionAngle?: number | null;
  /**
   * As the report words them ("Medium to Slightly Thick", "Very Small"): scored on rounds, said in
   * words on every shape.
   */
  girdle?: string | null;
  culet?: string | null;
}

export interface CutCheck {
  /** 0-10, from what was known; null when nothing to score was given. */
  score: number | null;
  findings: string[];
  /** The weight of a stone of typical depth with the same face-up size. */
  faceUpCarat: number | null;
  lengthToWidth: number | null;
}

/**
 * Weight-estimation factors (carat = factor x length x width x depth in mm) and usual total depth
 * per shape, from the published estimation formulas (GIA's round formula 0.0061 x d^2 x h; fancy
 * factors as jewellers' references give them). The depth, table and length-to-width bands are the
 * contracts' (`shapeProportions`), which the guide page and the Diamond Expert state too.
 */
const estimation: Record<ProportionedShape, { factor: number; typicalDepth: number }> = {
  round: { factor: 0.0061, typicalDepth: 61.5 },
  oval: { factor: 0.0062, typicalDepth: 61 },
  cushion: { factor: 0.008, typicalDepth: 66 },
  princess: { factor: 0.0083, typicalDepth: 70 },
  emerald: { factor: 0.008, typicalDepth: 66 },
  pear: { factor: 0.0059, typicalDepth: 61 },
  marquise: { factor: 0.0058, typicalDepth: 61 },
  radiant: { factor: 0.0081, typicalDepth: 66 },
  asscher: { factor: 0.008, typicalDepth: 66 },
  heart: { factor: 0.0059, typicalDepth: 60 },
};

/** How far outside a band a value sits (0 inside). */
const outside = (value: number, [low, high]: Band) =>
  value < low ? low - value : value > high ? value - high : 0;

const geometryOf = (shape: Shape) => ({
  ...proportionsOf(shape),
  ...(shape in estimation ? estimation[shape as ProportionedShape] : estimation.round),
});

/** The shape's usual total depth and table (percent), where the check knows the shape. */
export const usualBands = (shape: Shape): { depth: Band; table: Band } | null => {
  if (!(shape in estimation)) return null;
  const { depth, table } = proportionsOf(shape);
  return { depth, table };
};

/** The length-to-width range buyers prefer for the shape. */
export const preferredRatio = (shape: Shape): Band => geometryOf(shape).ratio;

/**
 * Face-up size as a weight: at equal weight, a deeper stone holds more of it below the girdle and
 * faces up smaller. From measurements where given: the weight at which the market's listed stones
 * of the shape typically have that outline (`market`, fitted with the model), else the weight a
 * stone of typical depth with that outline would have by the estimation formula. From the depth
 * alone: carat x typical depth / depth.
 */
export function faceUpCarat(
  carat: number,
  shape: Shape,
  p: Proportions,
  market?: FaceUpSizes,
): number | null {
  return faceUpSize(carat, shape, p, market)?.carat ?? null;
}

interface FaceUpSize {
  carat: number;
  /** What "typical" was: the market's line (with its listings), or the formula. */
  typical: { kind: "market-outline"; listings: number } | { kind: "formula" };
}

function faceUpSize(
  carat: number,
  shape: Shape,
  p: Proportions,
  market?: FaceUpSizes,
): FaceUpSize | null {
  const { factor, typicalDepth } = geometryOf(shape);
  if (p.lengthMm && p.widthMm && p.lengthMm > 0 && p.widthMm > 0) {
    const fromMarket = caratOfArea(market, shape, p.lengthMm * p.widthMm);
    if (fromMarket !== null)
      return {
        carat: fromMarket,
        typical: { kind: "market-outline", listings: market!.byShape[shape]!.listings },
      };
    return {
      carat: factor * p.lengthMm * p.widthMm * p.widthMm * (typicalDepth / 100),
      typical: { kind: "formula" },
    };
  }
  if (p.depthPct && p.depthPct > 0)
    return { carat: (carat * typicalDepth) / p.depthPct, typical: { kind: "formula" } };
  return null;
}

function spreadFinding(carat: number, shape: Shape, { carat: like, typical }: FaceUpSize): string {
  const weighs = `this one weighs ${formatCarat(carat)}`;
  const plural = `${shape}${shape.endsWith("s") ? "es" : "s"}`;
  if (typical.kind === "market-outline")
    return `Faces up like a ${like.toFixed(2)} ct ${shape}: its length and width are typical of listed ${plural} of that weight (${weighs}; from ${formatCount(typical.listings)} listed ${plural} with measurements).`;
  return `Faces up like a ${like.toFixed(2)} ct ${shape} of typical depth (${weighs}).`;
}

/** Length over width, from the larger and smaller outline measure. */
export function lengthToWidth(p: Proportions): number | null {
  if (!p.lengthMm || !p.widthMm) return null;
  return Math.max(p.lengthMm, p.widthMm) / Math.min(p.lengthMm, p.widthMm);
}

/** Points off per unit outside a band, and the most one measure can take. */
const penalties = {
  depth: [0.6, 4],
  table: [0.4, 3],
  ratio: [12, 4],
  crown: [0.8, 3],
  pavilion: [3, 4],
} as const;

/**
 * `market`: the model's typical face-up sizes (absent on models fitted before them: the formulas
 * are used).
 */
export function checkCut(
  carat: number,
  shape: Shape,
  p: Proportions,
  market?: FaceUpSizes,
): CutCheck {
  const geometry = geometryOf(shape);
  const findings: string[] = [];
  let penalty = 0;
  let scored = 0;
  const score = (measure: keyof typeof penalties, distance: number) => {
    const [slope, cap] = penalties[measure];
    penalty += Math.min(cap, slope * distance);
    scored++;
  };
  if (p.depthPct) {
    const off = outside(p.depthPct, geometry.depth);
    score("depth", off);
    if (p.depthPct > geometry.depth[1])
      findings.push(
        `Depth ${p.depthPct}%: deep for ${aShape(shape)} (usual ${geometry.depth[0]}-${geometry.depth[1]}%), so it faces up smaller than its weight.`,
      );
    else if (p.depthPct < geometry.depth[0])
      findings.push(
        `Depth ${p.depthPct}%: shallow for ${aShape(shape)} (usual ${geometry.depth[0]}-${geometry.depth[1]}%): it faces up large but may look glassy.`,
      );
    else
      findings.push(
        `Depth ${p.depthPct}%: within the usual ${geometry.depth[0]}-${geometry.depth[1]}% for ${aShape(shape)}.`,
      );
  }
  if (p.tablePct) {
    score("table", outside(p.tablePct, geometry.table));
    if (p.tablePct > geometry.table[1])
      findings.push(
        `Table ${p.tablePct}%: large (usual ${geometry.table[0]}-${geometry.table[1]}%): more face-up size, less fire, and light may leak.`,
      );
    else if (p.tablePct < geometry.table[0])
      findings.push(
        `Table ${p.tablePct}%: small (usual ${geometry.table[0]}-${geometry.table[1]}%): more fire, a smaller look.`,
      );
    else
      findings.push(
        `Table ${p.tablePct}%: within the usual ${geometry.table[0]}-${geometry.table[1]}% for ${aShape(shape)}.`,
      );
  }
  const ratio = lengthToWidth(p);
  if (ratio !== null && shape !== "round") {
    score("ratio", outside(ratio, geometry.ratio));
    const shown = ratio.toFixed(2);
    if (outside(ratio, geometry.ratio) === 0)
      findings.push(
        `Length to width ${shown}: within the preferred ${geometry.ratio[0]}-${geometry.ratio[1]} for ${aShape(shape)}.`,
      );
    else if (ratio < geometry.ratio[0])
      findings.push(
        `Length to width ${shown}: short for ${aShape(shape)} (preferred ${geometry.ratio[0]}-${geometry.ratio[1]}); it will look ${ratio < 1.15 ? "nearly round" : "stubby"}.`,
      );
    else
      findings.push(
        `Length to width ${shown}: long for ${aShape(shape)} (preferred ${geometry.ratio[0]}-${geometry.ratio[1]}).`,
      );
  }
  if (shape === "round" && p.crownAngle) {
    score("crown", outside(p.crownAngle, roundAngles.crown));
    if (outside(p.crownAngle, roundAngles.crown) > 0)
      findings.push(
        `Crown angle ${p.crownAngle}°: outside the ${roundAngles.crown[0]}-${roundAngles.crown[1]}° of top cut grades.`,
      );
    else
      findings.push(
        `Crown angle ${p.crownAngle}°: within the ${roundAngles.crown[0]}-${roundAngles.crown[1]}° of top cut grades.`,
      );
  }
  if (shape === "round" && p.pavilionAngle) {
    score("pavilion", outside(p.pavilionAngle, roundAngles.pavilion));
    if (outside(p.pavilionAngle, roundAngles.pavilion) > 0)
      findings.push(
        `Pavilion angle ${p.pavilionAngle}°: outside the ${roundAngles.pavilion[0]}-${roundAngles.pavilion[1]}° of top cut grades; light may leak.`,
      );
    else
      findings.push(
        `Pavilion angle ${p.pavilionAngle}°: within the ${roundAngles.pavilion[0]}-${roundAngles.pavilion[1]}° of top cut grades.`,
      );
  }
  const girdleAndCulet = girdleAndCuletFindings(shape, p);
  for (const { points, finding } of girdleAndCulet) {
    if (points !== null) {
      penalty += points;
      scored++;
    }
    findings.push(finding);
  }
  if (
    bowTieShapes.includes(shape) &&
    p.depthPct &&
    (p.depthPct > bowTieDepth.deeperThan || p.depthPct < bowTieDepth.shallowerThan)
  )
    findings.push(
      `Bow-tie risk: ${aShape(shape)} at ${p.depthPct}% depth often shows a dark bow-tie across its middle; look at a video before buying.`,
    );
  const size = faceUpSize(carat, shape, p, market);
  if (size !== null) findings.push(spreadFinding(carat, shape, size));
  const spread = size?.carat ?? null;
  return {
    score: scored === 0 ? null : Math.round(Math.max(0, 10 - penalty) * 10) / 10,
    findings,
    faceUpCarat: spread === null ? null : Math.round(spread * 100) / 100,
    lengthToWidth: ratio === null ? null : Math.round(ratio * 100) / 100,
  };
}
