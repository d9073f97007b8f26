import { clarities, colors, type Clarity, type Color, type FinishGrade } from "./grades";
import { gradeListings, type MarketIndex } from "./market-index";
import type { PricingModel } from "./model";
import { priceDiamond, type PriceOptions, type PriceResult } from "./price-diamond";
import type { PriceRequest } from "./types";
import { judgeListing } from "./verdict";

/**
 * GIA's laboratory-grown quality assessment (reports from 1 October 2025): Premium or Standard
 * instead of color and clarity grades. Published criteria (GIA, "Updated Laboratory-Grown Diamond
 * Services", 2025): Premium = color D, clarity VVS or better, polish and symmetry Excellent (cut
 * Excellent on rounds); Standard = color E-J and clarity VS, or a mix of Premium and Standard
 * criteria, polish and symmetry Very Good or better (symmetry Good on fancy shapes). Below that GIA
 * gives no assessment.
 */
export const assessmentTiers = ["Premium", "Standard"] as const;
export type AssessmentTier = (typeof assessmentTiers)[number];

const upTo = <T extends string>(scale: readonly T[], last: T) =>
  scale.slice(0, scale.indexOf(last) + 1);

/**
 * The color and clarity pairs a tier admits. A D VVS stone is Premium unless its finish falls
 * short, so Standard includes those pairs only when the stated polish or symmetry is below
 * Excellent.
 */
export function tierGrades(
  tier: AssessmentTier,
  finish: { polish?: FinishGrade | null; symmetry?: FinishGrade | null } = {},
): { color: Color; clarity: Clarity }[] {
  const premiumClarities = upTo(clarities, "VVS2");
  if (tier === "Premium") return premiumClarities.map((clarity) => ({ color: "D", clarity }));
  const finishBelowPremium = [finish.polish, finish.symmetry].some(
    (grade) => grade !== null && grade !== undefined && grade !== "Excellent",
  );
  return upTo(colors, "J").flatMap((color) =>
    upTo(clarities, "VS2")
      .filter(
        (clarity) => finishBelowPremium || !(color === "D" && premiumClarities.includes(clarity)),
      )
      .map((clarity) => ({ color, clarity })),
  );
}

/**
 * One grade the tier admits: its share of the market's listings of the tier near the stone, and its
 * own value.
 */
export interface TierGrade {
  color: Color;
  clarity: Clarity;
  share: number;
  fairMarketValueCents: number;
}

export interface TierPricing {
  tier: AssessmentTier;
  grades: TierGrade[];
  /** The current listings the shares were counted from (0: none near, equal shares). */
  listings: number;
  /**
   * What those listings are: the stone's shape near its carat, wider carats, or every shape near
   * its carat.
   */
  countedOver: "shape-near-carat" | "shape-wider-carat" | "all-shapes-near-carat" | "none";
}

/** A grade with less of the market than this does not stretch the stated range. */
const rangeShareFloor = 0.05;
/**
 * Carat windows the shares are counted over, nearest first: the first with this many listings is
 * used.
 */
const enoughListings = 20;

function tierShares(
  index: MarketIndex,
  request: PriceRequest,
  grades: { color: Color; clarity: Clarity }[],
) {
  const shape = request.shape ?? "round";
  const windows: [TierPricing["countedOver"], (g: { color: Color; clarity: Clarity }) => number][] =
    [
      [
        "shape-near-carat",
        (g) => gradeListings(index, { shape, ...g }, request.carat / 1.1, request.carat * 1.1),
      ],
      [
        "shape-wider-carat",
        (g) => gradeListings(index, { shape, ...g }, request.carat / 1.35, request.carat * 1.35),
      ],
      [
        "all-shapes-near-carat",
        (g) =>
          gradeListings(index, { shape: "round", ...g }, request.carat / 1.1, request.carat * 1.1),
      ],
    ];
  for (const [countedOver, count] of windows) {
    const counts = grades.map(count);
    const listings = counts.reduce((a, b) => a + b, 0);
    if (listings >= enoughListings)
      return { shares: counts.map((c) => c / listings), listings, countedOver };
  }
  return { shares: grades.map(() => 1 / grades.length), listings: 0, countedOver: "none" as const };
}

/**
 * The same bands as a single grade's retailer context (docs/pricing.md, "The rest of the result").
 */
const retailerTier = (ratioToMarket: number) => ({
  ratioToMarket,
  tier:
    ratioToMarket < 0.85
      ? ("value" as const)
      : ratioToMarket > 1.15
        ? ("premium" as const)
        : ("mid-market" as const),
});

function scaledRange(
  range: PriceResult["expectedAtRetailerRange"],
  to: number | null,
  from: number | null,
): PriceResult["expectedAtRetailerRange"] {
  if (!range || to === null || from === null || from <= 0) return null;
  return {
    lowCents: Math.round((range.lowCents * to) / from),
    highCents: Math.round((range.highCents * to) / from),
  };
}

const weightedLogMean = (values: number[], weights: number[]) =>
  Math.round(Math.exp(values.reduce((sum, v, i) => sum + weights[i]! * Math.log(v), 0)));

/**
 * A stone graded Premium or Standard, priced as the spread of the grades its tier admits, each
 * weighted by how much of the market lists it near the stone: the value is the weighted mean (in
 * log) of their values; the range runs from the lowest low to the highest high of the grades
 * holding 5% or more of those listings, so it includes the spread the tier leaves open; the
 * confidence is each grade's own, counted only where that grade's value is within the tolerance of
 * the tier's.
 */
export function priceAssessment(
  model: PricingModel,
  index: MarketIndex,
  request: Omit<PriceRequest, "color" | "clarity">,
  tier: AssessmentTier,
  options: PriceOptions = {},
): PriceResult & { assessment: TierPricing } {
  const grades = tierGrades(tier, request);
  const { shares, listings, countedOver } = tierShares(
    index,
    { ...request, color: "D", clarity: "FL" },
    grades,
  );
  const priced = grades.map((g) => priceDiamond(model, index, { ...request, ...g }, options));
  const main = priced[shares.indexOf(Math.max(...shares))]!;
  const fairMarketValueCents = weightedLogMean(
    priced.map((p) => p.fairMarketValueCents),
    shares,
  );
  const counted = priced.filter((_, i) => shares[i]! >= rangeShareFloor);
  const lowCents = Math.min(fairMarketValueCents, ...counted.map((p) => p.lowCents));
  const highCents = Math.max(fairMarketValueCents, ...counted.map((p) => p.highCents));
  const tolerance = model.confidence.tolerance;
  const confidence = priced.reduce(
    (sum, p, i) =>
      sum +
      (Math.abs(p.fairMarketValueCents / fairMarketValueCents - 1) <= tolerance
        ? shares[i]! * p.confidence
        : 0),
    0,
  );
  const atRetailer = priced.map((p) => p.expectedAtRetailerCents);
  const expectedAtRetailerCents = atRetailer.every((c) => c !== null)
    ? weightedLogMean(atRetailer, shares)
    : null;
  const usual = main.retailerContext
    ? weightedLogMean(
        priced.map((p) => p.retailerContext?.usualCents ?? p.fairMarketValueCents),
        shares,
      )
    : null;
  const listed = request.listedPriceCents ?? null;
  const judged =
    listed === null
      ? null
      : judgeListing({
          listedPriceCents: listed,
          fairMarketValueCents,
          highCents,
          confidence,
          usualAtRetailerCents: usual,
        });
  return {
    ...main,
    fairMarketValueCents,
    lowCents,
    highCents,
    expectedAtRetailerCents,
    // The main grade's range, moved with the tier's usual price there: its width is the retailer's
    // own uncertainty.
    expectedAtRetailerRange: scaledRange(
      main.expectedAtRetailerRange,
      expectedAtRetailerCents,
      main.expectedAtRetailerCents,
    ),
    retailerContext:
      main.retailerContext && usual !== null
        ? {
            ...main.retailerContext,
            usualCents: usual,
            ...retailerTier(usual / fairMarketValueCents),
          }
        : null,
    savingsCents: listed === null ? null : fairMarketValueCents - listed,
    markupPercentage:
      listed === null
        ? null
        : Math.round(((listed - fairMarketValueCents) / fairMarketValueCents) * 1000) / 10,
    isOverpriced: judged?.isOverpriced ?? null,
    verdict: judged?.verdict ?? null,
    confidence,
    pricePerCaratCents: Math.round(fairMarketValueCents / request.carat),
    // A cheaper color or clarity is not a choice a tier leaves the buyer; a smaller size or another
    // retailer still is.
    alternativeRecommendations: main.alternativeRecommendations.filter(
      (a) => a.kind === "size" || a.kind === "retailer",
    ),
    assessment: {
      tier,
      grades: grades.map((g, i) => ({
        ...g,
        share: shares[i]!,
        fairMarketValueCents: priced[i]!.fairMarketValueCents,
      })),
      listings,
      countedOver,
    },
  };
}
