import type { PricingModel } from "../model";
import type { PricingNote } from "../notes";
import { pricedShape } from "../shape-family";
import { extrapolation } from "../support";
import type { DiamondSpecs } from "../types";

/** Listings of a shape the model needs before it prices that shape as itself. */
export const knownShapeListings = 20;

/**
 * The specs as the model prices them: the requested shape, or its nearest stand-in the data know
 * (said in a note), with notes where the specs lie outside the data.
 */
export function shapeToPrice(
  model: PricingModel,
  specs: DiamondSpecs,
  warnings: PricingNote[],
): DiamondSpecs {
  const shape = pricedShape(
    specs.shape,
    (candidate) => (model.support.byShape[candidate]?.listings ?? 0) >= knownShapeListings,
  );
  const priced: DiamondSpecs = { ...specs, shape };
  if (shape !== specs.shape)
    warnings.push({ kind: "shape-priced-as", shape: specs.shape, pricedAs: shape });
  warnings.push(...extrapolation(model, priced).notes);
  return priced;
}
