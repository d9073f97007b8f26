import type { PricingAssumption } from "./notes";
import { typicalGrades } from "./typical-grades";
import type { DiamondSpecs, PriceRequest } from "./types";

/**
 * Specs the model prices, with the commonest grade assumed where the request says nothing
 * (most lab listings are Excellent, no fluorescence, IGI); an assumed cut is reported.
 */
export function resolveSpecs(request: PriceRequest): { specs: DiamondSpecs; assumptions: PricingAssumption[] } {
  if (!(Number.isFinite(request.carat) && request.carat > 0 && request.carat < 100)) throw new RangeError(`carat must be a positive number, got ${request.carat}`);
  const assumptions: PricingAssumption[] = [];
  if (request.cut === null || request.cut === undefined) assumptions.push({ kind: "cut", assumed: typicalGrades.cut });
  return {
    specs: {
      shape: request.shape ?? "round",
      carat: request.carat,
      color: request.color,
      clarity: request.clarity,
      cut: request.cut ?? typicalGrades.cut,
      polish: request.polish ?? typicalGrades.polish,
      symmetry: request.symmetry ?? typicalGrades.symmetry,
      fluorescence: request.fluorescence ?? typicalGrades.fluorescence,
      certificateLab: request.certificateLab ?? typicalGrades.certificateLab,
    },
    assumptions,
  };
}
