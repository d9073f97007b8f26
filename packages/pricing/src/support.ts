import { clarities, colors } from "./grades";
import type { PricingModel, ShapeSupport } from "./model";
import type { DiamondSpecs, PricingListing } from "./types";

export function summariseSupport(current: readonly PricingListing[]): PricingModel["support"] {
  const byShape: PricingModel["support"]["byShape"] = {};
  for (const l of current) {
    const s: ShapeSupport = byShape[l.shape] ?? { listings: 0, caratMin: l.carat, caratMax: l.carat };
    s.listings++;
    s.caratMin = Math.min(s.caratMin, l.carat);
    s.caratMax = Math.max(s.caratMax, l.carat);
    byShape[l.shape] = s;
  }
  return {
    listings: current.length,
    byShape,
    colors: colors.filter((c) => current.some((l) => l.color === c)),
    clarities: clarities.filter((c) => current.some((l) => l.clarity === c)),
  };
}

export interface Extrapolation {
  /** 0 inside the data; each unit is roughly "one step (25% in carat, one grade) beyond it". */
  distance: number;
  reasons: string[];
}

const caratStep = Math.log(1.25);

/** How far the specs lie outside the current listings, and why. */
export function extrapolation(model: PricingModel, specs: DiamondSpecs): Extrapolation {
  const reasons: string[] = [];
  let distance = 0;
  const shape = model.support.byShape[specs.shape];
  const range = shape ?? model.support.byShape.round;
  if (!shape) {
    distance += 2;
    reasons.push(`No current listings of ${specs.shape} stones: priced as a round stone with the same grades, which is only a rough guide.`);
  } else if (shape.listings < 100) {
    distance += 0.5;
    reasons.push(`Only ${shape.listings} current listings of ${specs.shape} stones: the shape premium is uncertain.`);
  }
  if (range && specs.carat > range.caratMax) {
    distance += Math.log(specs.carat / range.caratMax) / caratStep;
    reasons.push(`${specs.carat} ct is above the largest current listing (${range.caratMax} ct): the value is extrapolated.`);
  } else if (range && specs.carat < range.caratMin) {
    distance += Math.log(range.caratMin / specs.carat) / caratStep;
    reasons.push(`${specs.carat} ct is below the smallest current listing (${range.caratMin} ct): the value is extrapolated.`);
  }
  const gradeGap = (scale: readonly string[], seen: readonly string[], grade: string) => {
    const ranks = seen.map((g) => scale.indexOf(g));
    const rank = scale.indexOf(grade);
    return ranks.length === 0 ? 3 : Math.max(0, Math.min(...ranks) - rank, rank - Math.max(...ranks));
  };
  const colorGap = gradeGap(colors, model.support.colors, specs.color);
  const clarityGap = gradeGap(clarities, model.support.clarities, specs.clarity);
  if (colorGap > 0) reasons.push(`No current listings of ${specs.color} color: its effect is extrapolated.`);
  if (clarityGap > 0) reasons.push(`No current listings of ${specs.clarity} clarity: its effect is extrapolated.`);
  return { distance: distance + colorGap + clarityGap, reasons };
}
