import type { MarketListing } from "@faircarat/contracts";
import { accept, reject, type Outcome } from "./outcome";

type Consistency = Pick<
  MarketListing,
  "cut" | "polish" | "symmetry" | "carat" | "lengthMm" | "widthMm" | "depthMm"
>;

/**
 * Cubic millimetres of the stone's bounding box (length x width x depth) per carat. Gem weight
 * estimates put every cut near 110-180 (round 164, princess 120, emerald 109, pear 170, from the
 * trade's estimation factors 0.0061, 0.0083, 0.0092, 0.0059); the real feeds run 90-190. Outside
 * this band the measurements and the weight describe different stones.
 */
export const BOX_VOLUME_PER_CARAT = { min: 60, max: 350 } as const;

/**
 * Labs cap the cut grade by the finish: a Fair or Poor polish or symmetry never leaves Excellent
 * (or AGS Ideal) possible.
 */
const topCuts = new Set<MarketListing["cut"]>(["Ideal", "Excellent"]);
const lowFinishes = new Set<MarketListing["polish"]>(["Fair", "Poor"]);

/**
 * A listing whose grades or measurements no lab could have issued together is junk, not a stone.
 */
export function physicallyConsistent<T extends Consistency>(listing: T): Outcome<T> {
  if (
    topCuts.has(listing.cut) &&
    (lowFinishes.has(listing.polish) || lowFinishes.has(listing.symmetry))
  )
    return reject("impossible_grade_combination");
  const { lengthMm, widthMm, depthMm, carat } = listing;
  if (lengthMm != null && widthMm != null && depthMm != null) {
    const perCarat = (lengthMm * widthMm * depthMm) / carat;
    if (perCarat < BOX_VOLUME_PER_CARAT.min || perCarat > BOX_VOLUME_PER_CARAT.max)
      return reject("measurements_contradict_carat");
  }
  return accept(listing);
}
