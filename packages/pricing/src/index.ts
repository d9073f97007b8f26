export { fitPricingModel, type FitOptions } from "./fit-pricing-model";
export { createMarketIndex, type MarketIndex } from "./market-index";
export {
  priceDiamond,
  type PriceResult,
  type ComparableListing,
  type PriceOptions,
  type RetailerContext,
} from "./price-diamond";
export type { PriceEvidence } from "./retailer-evidence";
export type { PricingModel } from "./model";
export type { PricingListing, PricingIndexCell, PriceRequest, DiamondSpecs } from "./types";
export type { AlternativeRecommendation } from "./alternatives";
export type { MarketTrend } from "./market-trend";
export { constantQualitySeries, type ConstantQualityPoint } from "./constant-quality-trend";
export * from "./grades";
export type { PricingNote, PricingAssumption } from "./notes";
export type { Verdict } from "./verdict";
export { indexSourceName, type IndexSourceSummary, type PublishedIndexCell } from "./index-cells";
export {
  PROBE_MOVE_BOUNDS,
  PROBE_STONES,
  insaneValuation,
  moveHoldsBack,
  probeModel,
  probeMove,
  RETAILER_PROBE_STONE,
  retailerMoves,
  type ProbeOutcome,
} from "./sanity-probe";
export {
  priceAssessment,
  tierGrades,
  assessmentTiers,
  type AssessmentTier,
  type TierGrade,
  type TierPricing,
} from "./assessment-tier";
export type { FlagEffect, FlagEffects } from "./flag-effects";
export type { LabPremium, LabPremiumCheck, LabPremiumFold } from "./lab-premium";
export {
  checkCut,
  faceUpCarat,
  lengthToWidth,
  preferredRatio,
  usualBands,
  type CutCheck,
  type Proportions,
} from "./proportions/cut-spread";
export type { ProportionEffects } from "./proportions/proportion-effects";
export {
  caratOfArea,
  fitFaceUpSizes,
  typicalArea,
  type FaceUpLine,
  type FaceUpSizes,
} from "./proportions/face-up-sizes";
export { earliestValuationDate } from "./time-index";
export { valuationDateProblem, type ValuationDateProblem } from "./valuation-date";
export {
  naturalEquivalent,
  MIN_NATURAL_LISTINGS,
  type NaturalAsk,
  type NaturalEquivalent,
} from "./natural/natural-equivalent";
