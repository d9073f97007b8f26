import { caratSplineBasis, forEachSplineValue } from "./carat-spline";
import {
  certificateLabs,
  clarities,
  colors,
  cutGrades,
  finishGrades,
  fluorescences,
  shapes,
} from "./grades";
import { sparseRowOf, type ColumnSink, type SparseRow } from "./linear-algebra";
import type { DiamondSpecs } from "./types";
import { typicalGrades } from "./typical-grades";

/** Where the carat curve bends and where prices jump ("magic sizes"); stored in the model. */
export interface FeatureLayout {
  knotsCarat: number[];
  stepsCarat: number[];
}

export const defaultLayout: FeatureLayout = {
  knotsCarat: [0.35, 0.6, 0.9, 1.2, 1.7, 2.3, 3.5],
  stepsCarat: [0.5, 0.7, 0.9, 1.0, 1.5, 2.0, 3.0],
};

const nonIgiLabs = certificateLabs.filter((lab) => lab !== "IGI");

/**
 * Grades enter as cumulative steps ("this grade or worse"), so each coefficient is the price of one
 * grade step and monotonicity is a sign constraint on it.
 */
export function featureNames(layout: FeatureLayout): string[] {
  const worseThan = (prefix: string, scale: readonly string[]) =>
    scale.slice(1).map((g) => `${prefix}>=${g}`);
  return [
    ...caratSplineBasis(1, layout.knotsCarat).map((_, i) =>
      i === 0 ? "logCarat" : `caratSpline${i}`,
    ),
    ...worseThan("color", colors),
    ...worseThan("clarity", clarities),
    ...layout.stepsCarat.map((c) => `caratAtLeast${c}`),
    ...worseThan("cut", cutGrades),
    ...worseThan("polish", finishGrades),
    ...worseThan("symmetry", finishGrades),
    ...worseThan("fluorescence", fluorescences),
    ...nonIgiLabs.map((lab) => `lab${lab}`),
    ...shapes.slice(1).map((s) => `shape${s}`),
  ];
}

/**
 * Features that each retailer may bend: a prefix of the names. The carat curve, color and clarity
 * steps, the magic-size steps and the cut steps (VRAI's Ideal+Hearts premium, James Allen's cut
 * grades are its own). A step's deviation is only fitted where the retailer has enough rows on both
 * sides of it (`retailerStepSupport`). Shapes stay shared: a retailer that lists no rounds cannot
 * tell its own shape premiums from its level, and letting it try moved its price for a shape it
 * did not list by 25% in the leave-one-shape-out check (docs/pricing.md).
 */
export function retailerSpecificCount(layout: FeatureLayout): number {
  return (
    caratSplineCount(layout) +
    colors.length -
    1 +
    clarities.length -
    1 +
    layout.stepsCarat.length +
    cutGrades.length -
    1
  );
}

/** How many leading features are the continuous carat spline (the rest are 0/1 steps). */
export function caratSplineCount(layout: FeatureLayout): number {
  return layout.knotsCarat.length - 1;
}

/**
 * First feature (the magic-size steps) whose retailer deviation needs rows on both sides of the
 * step.
 */
export function supportCheckedFrom(layout: FeatureLayout): number {
  return caratSplineCount(layout) + colors.length - 1 + clarities.length - 1;
}

/**
 * Sign constraints: a worse grade never costs more (step <= 0) and crossing a magic size never
 * costs less (step >= 0). 0 = unconstrained.
 */
export function requiredSign(name: string): -1 | 0 | 1 {
  if (/^(color|clarity|cut|polish|symmetry|fluorescence)>=/.test(name)) return -1;
  return name.startsWith("caratAtLeast") ? 1 : 0;
}

/**
 * What the features read: a request's specs, or a listing as stored, whose missing grades are the
 * typical ones (`typical-grades.ts`), so the fit reads its listings without a copy of each.
 */
export type EncodableSpecs = Pick<DiamondSpecs, "shape" | "carat" | "color" | "clarity"> & {
  [K in Exclude<keyof DiamondSpecs, "shape" | "carat" | "color" | "clarity">]:
    DiamondSpecs[K] | null;
};

export function encodeSpecs(specs: EncodableSpecs, layout: FeatureLayout): SparseRow {
  return sparseRowOf((sink) => writeSpecColumns(sink, specs, layout));
}

/** The spec features' non-zeros, in column order. */
export function writeSpecColumns(
  out: ColumnSink,
  specs: EncodableSpecs,
  layout: FeatureLayout,
): void {
  let offset = 0;
  forEachSplineValue(specs.carat, layout.knotsCarat, (value) => out.push(offset++, value));
  offset = putSteps(out, offset, colors, specs.color);
  offset = putSteps(out, offset, clarities, specs.clarity);
  for (let i = 0; i < layout.stepsCarat.length; i++)
    if (specs.carat >= layout.stepsCarat[i]!) out.push(offset + i, 1);
  offset += layout.stepsCarat.length;
  offset = putSteps(out, offset, cutGrades, specs.cut ?? typicalGrades.cut);
  offset = putSteps(out, offset, finishGrades, specs.polish ?? typicalGrades.polish);
  offset = putSteps(out, offset, finishGrades, specs.symmetry ?? typicalGrades.symmetry);
  offset = putSteps(out, offset, fluorescences, specs.fluorescence ?? typicalGrades.fluorescence);
  const lab = specs.certificateLab ?? typicalGrades.certificateLab;
  if (lab !== "IGI") out.push(offset + nonIgiLabs.indexOf(lab), 1);
  offset += nonIgiLabs.length;
  if (specs.shape !== "round") out.push(offset + shapes.indexOf(specs.shape) - 1, 1);
}

/** Cumulative grade steps: "this grade or worse". */
function putSteps(
  out: ColumnSink,
  offset: number,
  scale: readonly string[],
  grade: string,
): number {
  const rank = scale.indexOf(grade);
  for (let i = 1; i <= rank; i++) out.push(offset + i - 1, 1);
  return offset + scale.length - 1;
}
