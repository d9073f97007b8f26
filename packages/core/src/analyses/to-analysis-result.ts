import type { AnalysisResult } from "@faircarat/contracts";
import type { PriceResult } from "@faircarat/pricing";
import type { ShownComparable } from "../market-observations/rank-comparables";
import { describeAlternative, describeConfidence, describeNote, describeRange, describeTime, recommendationsFor } from "./describe-pricing";

const dollars = (cents: number) => Math.round(cents) / 100;
const round1 = (value: number) => Math.round(value * 10) / 10;

type Specs = { shape: string; carat: number; color: string; clarity: string; cut: string | null };
const specsOf = (s: Specs) => ({ shape: s.shape, carat: s.carat, color: s.color, clarity: s.clarity, cut: s.cut });
const comparableOf = (c: ShownComparable) => ({
  source: c.source,
  price: dollars(c.priceCents),
  specs: specsOf(c.specs),
  url: c.url,
  savings: c.savingsCents === null ? null : dollars(c.savingsCents),
  observedOn: c.observedOn,
  certificateLab: c.specs.certificateLab,
  certificateNumber: c.certificateNumber,
  ...(c.observed ? { observed: true } : {}),
});

/** The engine's answer in the spec's terms: US dollars at the edge, integer cents inside. */
export function toAnalysisResult(result: PriceResult, listedPriceCents: number, sources: AnalysisResult["sources"]): AnalysisResult {
  const savingsCents = result.fairMarketValueCents - listedPriceCents;
  return {
    fairMarketValue: dollars(result.fairMarketValueCents),
    low: dollars(result.lowCents),
    high: dollars(result.highCents),
    expectedAtRetailer: result.expectedAtRetailerCents === null ? null : dollars(result.expectedAtRetailerCents),
    retailer: result.retailer,
    listedPrice: dollars(listedPriceCents),
    savingsAmount: dollars(savingsCents),
    markupPercentage: round1(result.markupPercentage ?? ((listedPriceCents - result.fairMarketValueCents) / result.fairMarketValueCents) * 100),
    isOverpriced: result.isOverpriced ?? listedPriceCents > result.highCents,
    // Lab-grown stones involve no mining; this is the product's stated basis, not a supply-chain audit.
    isEthicallySourced: true,
    confidence: result.confidence,
    pricePerCarat: dollars(result.pricePerCaratCents),
    specs: specsOf(result.specs),
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
    retailerPrices: result.retailerPrices.map((r) => ({ retailer: r.retailer, usualPrice: dollars(r.expectedCents), evidence: r.evidence })),
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
    warnings: result.warnings.map(describeNote),
    sources: withAssumedSpecs(sources),
  };
}

/** A spec nobody gave (a shape not stated, a cut unread or left out) was the engine's typical one: the sources say so, for API clients too. */
function withAssumedSpecs(sources: AnalysisResult["sources"]): AnalysisResult["sources"] {
  const assumed = (["shape", "cut"] as const).filter((field) => !sources[field]);
  return { ...sources, ...Object.fromEntries(assumed.map((field) => [field, "assumed" as const])) };
}

function describeTrend(trend: NonNullable<PriceResult["marketTrend"]>): string {
  const change = trend.changePerYearPercent;
  const direction = change < 0 ? "falling" : "rising";
  return `Prices of similar stones ${direction} about ${Math.abs(Math.round(change))}% a year (${trend.basis}).`;
}
