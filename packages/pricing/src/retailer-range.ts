import { clarities, colors, cutGrades } from "./grades";
import type { PricingModel } from "./model";
import { daysBetween } from "./select-current";
import type { PriceEvidence } from "./retailer-evidence";
import type { Projection } from "./time-index";
import type { DiamondSpecs } from "./types";

/** Log spread per unit of log carat outside the carats a retailer's index cells are at. */
const caratDistanceSpread = 0.5;
/**
 * Per color or clarity grade away from its cells' grades: the listings' grade effects carry the
 * level there, not the retailer's own.
 */
const gradeStepSpread = 0.03;
const otherCutSpread = 0.05;
/** Another shape: retailers' shape premiums differ, and an index cell says nothing of them. */
const otherShapeSpread = 0.15;
/**
 * A retailer's level known from its own listings near the specs (the within-retailer error of its
 * curve).
 */
const listingLevelSpread = 0.04;
const z80 = 1.2816;
const daysPerMonth = 30.44;

/**
 * The log uncertainty of a retailer's usual price for these specs: its level drifts after its
 * newest observation (the index layer's month-ahead spread, growing as the square root of the
 * months), and a level read off an index cell is less sure the further the specs are from it.
 */
export function retailerLevelUncertainty(
  model: PricingModel,
  retailer: string,
  specs: DiamondSpecs,
  evidence: PriceEvidence,
  valuationDate: string,
  projection: Projection,
): number {
  const layer = model.index.layer;
  const asOf = evidence.kind === "index" ? evidence.collectedOn : evidence.asOf;
  const months = Math.max(1, daysBetween(asOf, valuationDate) / daysPerMonth);
  const monthly =
    layer?.levels.find((l) => l.retailer === retailer)?.spread ?? layer?.levelSpread ?? 0;
  const drift = monthly * Math.sqrt(months);
  const own =
    evidence.kind === "index" ? indexDistance(model, retailer, specs) : listingLevelSpread;
  return Math.hypot(drift, own, projection.extraLogSpread);
}

function indexDistance(model: PricingModel, retailer: string, specs: DiamondSpecs): number {
  const cells = model.index.cells.filter((c) => c.retailer === retailer);
  if (cells.length === 0) return 0;
  const caratFrom = Math.min(...cells.map((c) => c.caratFrom));
  const caratTo = Math.max(...cells.map((c) => c.caratTo));
  const caratOut =
    specs.carat < caratFrom
      ? Math.log(caratFrom / specs.carat)
      : specs.carat > caratTo
        ? Math.log(specs.carat / caratTo)
        : 0;
  const steps = (scale: readonly string[], grade: string, seen: readonly string[]) =>
    Math.min(...seen.map((g) => Math.abs(scale.indexOf(g) - scale.indexOf(grade))));
  const gradeSteps =
    steps(
      colors,
      specs.color,
      cells.map((c) => c.color),
    ) +
    steps(
      clarities,
      specs.clarity,
      cells.map((c) => c.clarity),
    );
  const otherCut =
    cells.every((c) => c.cut !== null && c.cut !== specs.cut) && cutGrades.includes(specs.cut);
  const otherShape = cells.every((c) => c.shape !== specs.shape);
  return Math.hypot(
    caratDistanceSpread * caratOut,
    gradeStepSpread * gradeSteps,
    otherCut ? otherCutSpread : 0,
    otherShape ? otherShapeSpread : 0,
  );
}

/** The 80% range of a retailer's usual price: its expected price times e^(+-1.2816 sd). */
export function usualPriceRange(
  expectedCents: number,
  logUncertainty: number,
): { lowCents: number; highCents: number } {
  return {
    lowCents: Math.round(expectedCents * Math.exp(-z80 * logUncertainty)),
    highCents: Math.round(expectedCents * Math.exp(z80 * logUncertainty)),
  };
}
