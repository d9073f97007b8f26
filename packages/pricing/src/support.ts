import { currentCaratRange } from "./market-curves";
import { clarities, colors } from "./grades";
import type { PricingModel, ShapeSupport } from "./model";
import type { PricingNote } from "./notes";
import type { DiamondSpecs, PricingListing } from "./types";

export function summariseSupport(current: readonly PricingListing[]): PricingModel["support"] {
  const byShape: PricingModel["support"]["byShape"] = {};
  for (const l of current) {
    const s: ShapeSupport = byShape[l.shape] ?? {
      listings: 0,
      caratMin: l.carat,
      caratMax: l.carat,
    };
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
  notes: PricingNote[];
}

const caratStep = Math.log(1.25);

/**
 * How far the specs lie outside the listings, and why. In carat, outside the shape's listings or
 * outside what the current retailers list (their latest snapshots), whichever is narrower: a 6 ct
 * round is an extrapolation of today's prices though a 2021 feed listed 6 ct stones.
 */
export function extrapolation(model: PricingModel, specs: DiamondSpecs): Extrapolation {
  const notes: PricingNote[] = [];
  let distance = 0;
  const range = model.support.byShape[specs.shape] ?? model.support.byShape.round;
  if (range && range.listings < 100) {
    distance += 0.5;
    notes.push({ kind: "few-shape-listings", shape: specs.shape, listings: range.listings });
  }
  const market = currentCaratRange(model.retailers);
  const largest = range ? Math.min(range.caratMax, market.max) : market.max;
  const smallest = range ? Math.max(range.caratMin, market.min) : market.min;
  if (specs.carat > largest) {
    distance += Math.log(specs.carat / largest) / caratStep;
    notes.push({ kind: "above-largest", carat: specs.carat, largest });
  } else if (specs.carat < smallest) {
    distance += Math.log(smallest / specs.carat) / caratStep;
    notes.push({ kind: "below-smallest", carat: specs.carat, smallest });
  }
  const gradeGap = (scale: readonly string[], seen: readonly string[], grade: string) => {
    const ranks = seen.map((g) => scale.indexOf(g));
    const rank = scale.indexOf(grade);
    return ranks.length === 0
      ? 3
      : Math.max(0, Math.min(...ranks) - rank, rank - Math.max(...ranks));
  };
  const colorGap = gradeGap(colors, model.support.colors, specs.color);
  const clarityGap = gradeGap(clarities, model.support.clarities, specs.clarity);
  if (colorGap > 0) notes.push({ kind: "color-unlisted", color: specs.color });
  if (clarityGap > 0) notes.push({ kind: "clarity-unlisted", clarity: specs.clarity });
  return { distance: distance + colorGap + clarityGap, notes };
}
