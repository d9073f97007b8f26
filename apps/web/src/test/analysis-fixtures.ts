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
    { source: "Clean Origin", price: 1810, specs, url: "https://www.cleanorigin.com/diamonds/round-1/", savings: 640, observedOn: "2026-04-23" },
    { source: "VRAI", price: 2100, specs, url: null, savings: 350, observedOn: "2026-04-23" },
    { source: "James Allen", price: 2020.5, specs, url: "https://www.jamesallen.com/x", savings: 429.5, observedOn: "2026-02-24" },
    { source: "Fourth Shop", price: 1990, specs, url: null, savings: 460, observedOn: "2026-04-23" },
  ],
  alternativeRecommendations: [],
  marketTrend: null,
  basis: { valuationDate: "2026-04-23", listings: 23984, retailers: ["Clean Origin", "James Allen", "VRAI"], nearbyListings: 2094 },
  warnings: ["Could not read cut \"superb\"; it was left out."],
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

export function analysisRecord(overrides: Partial<AnalysisRecord> = {}, analysis: AnalysisResult = overpricedAnalysis): AnalysisRecord {
  return {
    id: "3f2a9c1d-0000-4000-8000-000000000001",
    listing_url: "https://www.jamesallen.com/loose-diamonds/round-cut/1.50-carat-g-color-vs1-clarity-sku-1",
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

export function createdAnalysis(analysis: AnalysisResult = overpricedAnalysis): CreateAnalysisResponse {
  return { success: true, analysis, record: analysisRecord({}, analysis) };
}
