import { CARAT_RANGE, LISTED_PRICE_RANGE } from "@faircarat/contracts/limits";
import type { PricingAssumption } from "./notes";
import { typicalGrades } from "./typical-grades";
import type { DiamondSpecs, PriceRequest } from "./types";

/**
 * Specs the model prices, with the commonest grade assumed where the request says nothing
 * (most lab listings are Excellent, no fluorescence, IGI); an assumed cut is reported.
 */
export function resolveSpecs(request: PriceRequest): {
  specs: DiamondSpecs;
  assumptions: PricingAssumption[];
} {
  if (!isPriceableCarat(request.carat))
    throw new RangeError(
      `carat must be between ${CARAT_RANGE.min} and ${CARAT_RANGE.max}, got ${request.carat}`,
    );
  const listed = request.listedPriceCents;
  if (listed !== null && listed !== undefined && !isListedPriceCents(listed))
    throw new RangeError(
      `listedPriceCents must be whole cents from 1 to ${LISTED_PRICE_RANGE.max * 100}, got ${listed}`,
    );
  const assumptions: PricingAssumption[] = [];
  if (request.cut === null || request.cut === undefined)
    assumptions.push({ kind: "cut", assumed: typicalGrades.cut });
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

/** The range the API accepts (contracts' limits), inclusive: the engine values exactly those. */
export const isPriceableCarat = (carat: number) =>
  Number.isFinite(carat) && carat >= CARAT_RANGE.min && carat <= CARAT_RANGE.max;

export const isListedPriceCents = (cents: number) =>
  Number.isInteger(cents) &&
  cents >= LISTED_PRICE_RANGE.min * 100 &&
  cents <= LISTED_PRICE_RANGE.max * 100;
