import type { AnalysisResult } from "@faircarat/contracts";
import type { PriceResult } from "@faircarat/pricing";
import type { ShownComparable } from "../market-observations/rank-comparables";
import {
  describeAlternative,
  describeConfidence,
  describeNote,
  describeRange,
  describeTime,
  recommendationsFor,
} from "./describe-pricing";
import { formatStatedPercent } from "@faircarat/contracts/figures";
import { gradedCut } from "@faircarat/contracts/comparable-wording";

const dollars = (cents: number) => Math.round(cents) / 100;
const round1 = (value: number) => Math.round(value * 10) / 10;

type Specs = { shape: string; carat: number; color: string; clarity: string; cut: string | null };
const specsOf = (s: Specs) => ({
  shape: s.shape,
  carat: s.carat,
  color: s.color,
  clarity: s.clarity,
  cut: s.cut,
});
const comparableOf = (c: ShownComparable) => ({
  source: c.source,
  price: dollars(c.priceCents),
  // A fancy shape's cut word is the retailer's label (the feeds call ovals "Ideal"), not a grade.
  specs: { ...specsOf(c.specs), cut: gradedCut(c.specs) },
  url: c.url,
  savings: c.savingsCents === null ? null : dollars(c.savingsCents),
  observedOn: c.observedOn,
  certificateLab: c.specs.certificateLab,
  certificateNumber: c.certificateNumber,
  ...(c.observed ? { observed: true } : {}),
});

/** The engine's answer in the spec's terms: US dollars at the edge, integer cents inside. */
export function toAnalysisResult(
  result: PriceResult,
  listedPriceCents: number,
  sources: AnalysisResult["sources"],
): AnalysisResult {
  const savingsCents = result.fairMarketValueCents - listedPriceCents;
  return {
    fairMarketValue: dollars(result.fairMarketValueCents),
    low: dollars(result.lowCents),
    high: dollars(result.highCents),
    expectedAtRetailer:
      result.expectedAtRetailerCents === null ? null : dollars(result.expectedAtRetailerCents),
    retailer: result.retailer,
    listedPrice: dollars(listedPriceCents),
    savingsAmount: dollars(savingsCents),
    markupPercentage: round1(
      result.markupPercentage ??
        ((listedPriceCents - result.fairMarketValueCents) / result.fairMarketValueCents) * 100,
    ),
    isOverpriced: result.isOverpriced ?? listedPriceCents > result.highCents,
    // Lab-grown stones involve no mining; this is the product's stated basis, not a supply-chain
    // audit.
    isEthicallySourced: true,
    confidence: result.confidence,
    pricePerCarat: dollars(result.pricePerCaratCents),
    specs: stoneSpecs(result, sources),
    recommendations: recommendationsFor(result),
    comparableListings: result.comparableListings.map(comparableOf),
    sameStone: result.sameStone.map(comparableOf),
    verdict: result.verdict ?? undefined,
    confidenceMeaning: describeConfidence(result),
    rangeMeaning: describeRange(result),
    timeNote: describeTime(result.time),
    pricedAsShape: result.pricedAsShape === result.specs.shape ? null : result.pricedAsShape,
    retailerContext: result.retailerContext && {
      retailer: result.retailerContext.retailer,
      usualPrice: dollars(result.retailerContext.usualCents),
      ratioToMarket: result.retailerContext.ratioToMarket,
      tier: result.retailerContext.tier,
      evidence: result.retailerContext.evidence,
    },
    retailerPrices: result.retailerPrices.map((r) => ({
      retailer: r.retailer,
      usualPrice: dollars(r.expectedCents),
      evidence: r.evidence,
    })),
    alternativeRecommendations: result.alternativeRecommendations.map((a) => ({
      specs: specsOf(a.specs),
      estimatedPrice: dollars(a.estimatedPriceCents),
      savings: dollars(a.savingsCents),
      reason: describeAlternative(a, result.specs),
    })),
    marketTrend: result.marketTrend ? describeTrend(result.marketTrend) : null,
    basis: {
      valuationDate: result.basis.valuationDate,
      dataDate: result.basis.dataDate,
      listingsDate: result.time.listingsDate,
      indexDate: result.time.indexDate,
      listings: result.basis.listings,
      retailers: result.basis.retailers,
      nearbyListings: result.basis.nearbyListings,
    },
    warnings: [...result.warnings.map(describeNote), ...ungradedCutNote(result, sources)],
    sources: withAssumedSpecs(sources, isUngradedFancy(result, sources)),
  };
}

/**
 * A fancy shape whose cut nobody stated: GIA grades no cut on fancy shapes and IGI often none, so
 * it is not an assumed grade but an absent one. It is priced as the feeds' fancy listings without a
 * cut grade were fitted (the typical step), from the polish and symmetry it does state.
 */
const isUngradedFancy = (result: PriceResult, sources: AnalysisResult["sources"]) =>
  result.specs.shape !== "round" &&
  !sources.cut &&
  result.basis.assumptions.some((a) => a.kind === "cut");

function stoneSpecs(
  result: PriceResult,
  sources: AnalysisResult["sources"],
): AnalysisResult["specs"] {
  const specs = specsOf(result.specs);
  return {
    ...specs,
    cut: isUngradedFancy(result, sources) ? null : specs.cut,
    ...(sources.polish ? { polish: result.specs.polish } : {}),
    ...(sources.symmetry ? { symmetry: result.specs.symmetry } : {}),
  };
}

function ungradedCutNote(result: PriceResult, sources: AnalysisResult["sources"]): string[] {
  if (!isUngradedFancy(result, sources)) return [];
  const stated = [
    sources.polish ? `polish ${result.specs.polish}` : null,
    sources.symmetry ? `symmetry ${result.specs.symmetry}` : null,
  ].filter(Boolean);
  const from =
    stated.length > 0
      ? `its ${stated.join(" and ")}`
      : "its color, clarity and carat (no polish or symmetry was given, so Excellent, the commonest, was used)";
  return [
    `Labs grade cut on round stones only, so no cut grade is needed for this ${result.specs.shape}: it is priced from ${from}, as fancy listings without a cut grade are.`,
  ];
}

/**
 * A spec nobody gave (a shape not stated, a round's cut unread or left out) was the engine's
 * typical one: the sources say so, for API clients too.
 */
function withAssumedSpecs(
  sources: AnalysisResult["sources"],
  ungradedFancy: boolean,
): AnalysisResult["sources"] {
  const assumed = (["shape", "cut"] as const).filter(
    (field) => !sources[field] && !(field === "cut" && ungradedFancy),
  );
  return { ...sources, ...Object.fromEntries(assumed.map((field) => [field, "assumed" as const])) };
}

function describeTrend(trend: NonNullable<PriceResult["marketTrend"]>): string {
  const change = trend.changePerYearPercent;
  const direction = change < 0 ? "falling" : "rising";
  return `Prices of similar stones ${direction} about ${formatStatedPercent(Math.abs(Math.round(change)))} a year (${trend.basis}).`;
}
