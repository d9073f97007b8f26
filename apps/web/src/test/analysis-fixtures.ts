import type { AnalysisRecord, AnalysisResult, CreateAnalysisResponse } from "@faircarat/contracts";

const specs = { shape: "round", carat: 1.5, color: "G", clarity: "VS1", cut: "Excellent" };

/** An overpriced analysis: listed at $2,450 against a fair market value of $1,985. */
export const overpricedAnalysis: AnalysisResult = {
  fairMarketValue: 1985,
  low: 1600,
  high: 2300,
  expectedAtRetailer: 2210,
  retailer: "James Allen",
  listedPrice: 2450,
  savingsAmount: -465,
  markupPercentage: 23.4,
  isOverpriced: true,
  isEthicallySourced: true,
  confidence: 0.824,
  pricePerCarat: 1323.33,
  specs,
  recommendations: ["First tip", "Second tip", "Third tip", "Fourth tip"],
  comparableListings: [
    {
      source: "Clean Origin",
      price: 1810,
      specs,
      url: "https://www.cleanorigin.com/diamonds/round-1/",
      savings: 640,
      observedOn: "2026-04-23",
    },
    { source: "VRAI", price: 2100, specs, url: null, savings: 350, observedOn: "2026-04-23" },
    {
      source: "James Allen",
      price: 2020.5,
      specs,
      url: "https://www.jamesallen.com/x",
      savings: 429.5,
      observedOn: "2026-02-24",
    },
    {
      source: "Fourth Shop",
      price: 1990,
      specs,
      url: null,
      savings: 460,
      observedOn: "2026-04-23",
    },
  ],
  alternativeRecommendations: [],
  marketTrend: null,
  basis: {
    valuationDate: "2026-04-23",
    listings: 23984,
    retailers: ["Clean Origin", "James Allen", "VRAI"],
    nearbyListings: 2094,
  },
  warnings: ['Could not read cut "superb"; it was left out.'],
  sources: { carat: "form", color: "url", clarity: "page", cut: "form" },
};

/** A fair analysis: listed 4.1% below the market. */
export const fairAnalysis: AnalysisResult = {
  ...overpricedAnalysis,
  listedPrice: 1904,
  savingsAmount: 81,
  markupPercentage: -4.1,
  isOverpriced: false,
  retailer: null,
  expectedAtRetailer: null,
  warnings: [],
};

/**
 * An analysis as pricing v2 writes it: a verdict, what the confidence means, the time note,
 * retailer context and the same stone elsewhere.
 */
export const aboveMarketAnalysis: AnalysisResult = {
  ...overpricedAnalysis,
  listedPrice: 2250,
  savingsAmount: -265,
  markupPercentage: 13.4,
  isOverpriced: false,
  verdict: "above-market",
  confidence: 0.19,
  confidenceMeaning:
    "19% is the chance that the typical asking price for these specs across retailers lies within 10% of this fair market value.",
  rangeMeaning:
    "The range is where 80% of listings of these specs sit at the retailers we track, each retailer counting once.",
  timeNote:
    "Market data of Apr 23, 2026; prices at this size fell about 2.1% a month over the last two years; the estimate for Nov 23, 2026 includes 6 of the 7 months since, and its range is wider for it.",
  pricedAsShape: null,
  retailerContext: {
    retailer: "James Allen",
    usualPrice: 2780,
    ratioToMarket: 1.4,
    tier: "premium",
  },
  comparableListings: overpricedAnalysis.comparableListings.map((listing, index) =>
    index === 0 ? { ...listing, certificateLab: "IGI", certificateNumber: "LG612345678" } : listing,
  ),
  sameStone: [
    {
      source: "Clean Origin",
      price: 1990,
      specs,
      url: "https://www.cleanorigin.com/diamonds/same-1/",
      savings: 260,
      observedOn: "2026-04-23",
      certificateLab: "IGI",
      certificateNumber: "LG700000001",
    },
    {
      source: "James Allen",
      price: 2400,
      specs,
      url: null,
      savings: -150,
      observedOn: "2026-02-24",
      certificateLab: "IGI",
      certificateNumber: "LG700000001",
    },
  ],
  basis: { ...overpricedAnalysis.basis, valuationDate: "2026-11-23", dataDate: "2026-04-23" },
};

/**
 * From a listing URL that names no cut: the engine assumed its typical one (the record's own cut
 * stays empty).
 */
export const assumedCutAnalysis: AnalysisResult = {
  ...overpricedAnalysis,
  sources: { carat: "url", color: "url", clarity: "url", shape: "url", cut: "assumed" },
};

export function analysisRecord(
  overrides: Partial<AnalysisRecord> = {},
  analysis: AnalysisResult = overpricedAnalysis,
): AnalysisRecord {
  return {
    id: "3f2a9c1d-0000-4000-8000-000000000001",
    listing_url:
      "https://www.jamesallen.com/loose-diamonds/round-cut/1.50-carat-g-color-vs1-clarity-sku-1",
    carat: 1.5,
    cut: "Excellent",
    color: "G",
    clarity: "VS1",
    certificate_number: null,
    listed_price: analysis.listedPrice,
    fair_market_value: analysis.fairMarketValue,
    savings_amount: analysis.savingsAmount,
    markup_percentage: analysis.markupPercentage,
    is_overpriced: analysis.isOverpriced,
    is_ethically_sourced: true,
    analysis_data: { formData: {}, uploadedFiles: [], analysis },
    created_at: "2026-11-22T10:15:00.000Z",
    ...overrides,
  };
}

export function createdAnalysis(
  analysis: AnalysisResult = overpricedAnalysis,
): CreateAnalysisResponse {
  return { success: true, analysis, record: analysisRecord({}, analysis) };
}
