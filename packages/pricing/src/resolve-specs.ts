import { typicalGrades } from "./typical-grades";
import type { DiamondSpecs, PriceRequest } from "./types";

/**
 * Specs the model prices, with the commonest grade assumed where the request says nothing
 * (most lab listings are Excellent, no fluorescence, IGI); an assumed cut is reported.
 */
export function resolveSpecs(request: PriceRequest): { specs: DiamondSpecs; assumptions: string[] } {
  if (!(Number.isFinite(request.carat) && request.carat > 0 && request.carat < 100)) throw new RangeError(`carat must be a positive number, got ${request.carat}`);
  const assumptions: string[] = [];
  const assume = <T>(value: T | null | undefined, fallback: T, what: string): T => {
    if (value !== null && value !== undefined) return value;
    assumptions.push(`${what} not given: assumed ${String(fallback)}.`);
    return fallback;
  };
  return {
    specs: {
      shape: request.shape ?? "round",
      carat: request.carat,
      color: request.color,
      clarity: request.clarity,
      cut: assume(request.cut, typicalGrades.cut, "Cut"),
      polish: request.polish ?? typicalGrades.polish,
      symmetry: request.symmetry ?? typicalGrades.symmetry,
      fluorescence: request.fluorescence ?? typicalGrades.fluorescence,
      certificateLab: request.certificateLab ?? typicalGrades.certificateLab,
    },
    assumptions,
  };
}
