import type { AnalysisResult, ApiTrends } from "@faircarat/contracts";
import type { ReportSubject } from "../pdf/render-report-pdf";

const specs = { shape: "oval", carat: 1.52, color: "F", clarity: "VS1", cut: "Excellent" };
const near = (carat: number, color: string, clarity: string) => ({
  ...specs,
  carat,
  color,
  clarity,
});
const retailers = [
  "Brilliance",
  "Clean Origin",
  "James Allen",
  "Loose Grown Diamond",
  "Precious Carbon",
  "VRAI",
];

/**
 * A full pricing-v2 analysis with everything a report can hold: long addresses, notes, the same
 * stone, alternatives.
 */
export const sampleAnalysis: AnalysisResult = {
  fairMarketValue: 2183.42,
  low: 1711.5,
  high: 2790.25,
  expectedAtRetailer: 2920,
  retailer: "James Allen",
  listedPrice: 3150,
  savingsAmount: -966.58,
  markupPercentage: 44.3,
  isOverpriced: true,
  isEthicallySourced: true,
  confidence: 0.674,
  pricePerCarat: 1436.46,
  specs,
  recommendations: [
    "The listed price is $360 above the top of the range similar stones sell for: ask the retailer to match it.",
    "Clean Origin lists a close match at $1,910 (IGI LG612345678).",
    "An F VS2 looks the same to the eye and costs about $150 less.",
    "Ask for the IGI report and check its number on the lab's site before you pay.",
  ],
  comparableListings: Array.from({ length: 8 }, (_, index) => ({
    source: retailers[index % retailers.length] as string,
    price: 1850 + index * 97.5,
    specs: near(1.5 + index * 0.01, index % 2 ? "F" : "G", index % 3 ? "VS1" : "VS2"),
    url:
      index === 3
        ? null
        : `https://www.${(retailers[index % retailers.length] as string).toLowerCase().replace(/ /g, "")}.com/loose-lab-grown-diamonds/oval/${1.5 + index * 0.01}-carat-f-vs1-excellent-sku-${40_000 + index}`,
    savings: 3150 - (1850 + index * 97.5),
    observedOn: index < 5 ? "2026-04-23" : "2026-03-30",
    certificateLab: index === 0 ? "IGI" : null,
    certificateNumber: index === 0 ? "LG612345678" : null,
  })),
  sameStone: [
    {
      source: "Clean Origin",
      price: 2890,
      specs,
      url: "https://www.cleanorigin.com/diamonds/oval-same-1/",
      savings: 260,
      observedOn: "2026-04-23",
      certificateLab: "IGI",
      certificateNumber: "LG700000001",
    },
    {
      source: "James Allen",
      price: 3150,
      specs,
      url: null,
      savings: 0,
      observedOn: "2026-02-24",
      certificateLab: "IGI",
      certificateNumber: "LG700000001",
    },
  ],
  verdict: "overpriced",
  confidenceMeaning:
    "67% is the chance that the typical asking price for these specs across retailers lies within 10% of this fair market value.",
  rangeMeaning:
    "The range is where 80% of listings of these specs sit at the retailers we track, each retailer counting once.",
  timeNote:
    "Market data of Apr 23, 2026; prices at this size fell about 2.1% a month over the last two years; the estimate for Nov 24, 2026 includes 6 of the 7 months since, and its range is wider for it.",
  pricedAsShape: null,
  retailerContext: {
    retailer: "James Allen",
    usualPrice: 2920,
    ratioToMarket: 1.34,
    tier: "premium",
  },
  alternativeRecommendations: [
    {
      specs: near(1.52, "G", "VS1"),
      estimatedPrice: 2010,
      savings: 1140,
      reason: "One color grade down is hard to see once set.",
    },
    {
      specs: near(1.45, "F", "VS1"),
      estimatedPrice: 1990,
      savings: 1160,
      reason: "Just under 1.5 ct costs less for a stone that looks the same size.",
    },
  ],
  marketTrend: null,
  basis: {
    valuationDate: "2026-11-24",
    dataDate: "2026-04-23",
    listings: 23984,
    retailers,
    nearbyListings: 2094,
  },
  warnings: [
    "Only 412 listings of oval stones in the market data: the shape premium is uncertain.",
  ],
  sources: { carat: "form", color: "url", clarity: "page", cut: "form", certificateNumber: "page" },
};

export const sampleSubject: ReportSubject = {
  analysis: sampleAnalysis,
  listingUrl:
    "https://www.jamesallen.com/loose-diamonds/oval-cut/1.52-carat-f-color-vs1-clarity-excellent-cut-sku-9876543",
  certificateNumber: "LG700000001",
  createdAt: new Date("2026-11-24T16:05:00Z"),
};

/**
 * The oval 1.4-1.89 ct series as marketTrends answers it: months with gaps, as the dated history
 * has.
 */
export const sampleTrend: ApiTrends = {
  shape: "oval",
  caratMin: 1.4,
  caratMax: 1.9,
  grades: { color: null, clarity: null, cut: null },
  basis:
    "Lab-grown asking prices first seen or changed in each month, US dollars per carat (carat band includes its lower bound, excludes its upper).",
  series: [
    { month: "2021-02", medianPricePerCarat: 3412.5, observations: 212 },
    { month: "2024-02", medianPricePerCarat: 1876.25, observations: 38 },
    { month: "2026-02", medianPricePerCarat: 1104, observations: 1406 },
    { month: "2026-03", medianPricePerCarat: 1061.75, observations: 97 },
    { month: "2026-04", medianPricePerCarat: 1012.4, observations: 2318 },
  ],
  indexSeries: [],
  indexBasis: null,
  sources: [
    { kind: "listings", name: "Clean Origin", newestDate: "2026-04-23" },
    { kind: "listings", name: "James Allen", newestDate: "2026-02-24" },
  ],
};

/** A round 0.9-1.39 ct series with the published index's three editions beside the listings. */
export const sampleTrendWithIndex: ApiTrends = {
  ...sampleTrend,
  shape: "round",
  caratMin: 0.9,
  caratMax: 1.4,
  indexSeries: [
    {
      edition: "2026-05-21",
      month: "2026-05",
      collectedOn: "2026-05-18",
      medianPricePerCarat: 520,
      retailers: 6,
      listings: 5210,
    },
    {
      edition: "2026-06-29",
      month: "2026-06",
      collectedOn: "2026-06-27",
      medianPricePerCarat: 461.5,
      retailers: 6,
      listings: 4980,
    },
    {
      edition: "2026-07-26",
      month: "2026-07",
      collectedOn: "2026-07-25",
      medianPricePerCarat: 433,
      retailers: 6,
      listings: 5022,
    },
  ],
  indexBasis:
    "Published index: each edition's median, over the retailers it covers, of their median asking price per carat for E VS1 round Excellent-cut IGI-graded stones of 1 ct; one spec, not the listings' mix of grades.",
  sources: [
    ...sampleTrend.sources,
    {
      kind: "index",
      name: "https://rings.com/pages/lab-grown-diamond-price-index",
      newestDate: "2026-07-25",
    },
  ],
};

/**
 * The oval series with the engine's constant-quality series beside it (as marketTrends answers
 * while a model is loaded): a 1.5 ct G VS1 oval valued in each month with data, two editions last.
 */
export const sampleTrendConstantQuality: ApiTrends = {
  ...sampleTrend,
  constantQuality: {
    specs: { shape: "oval", carat: 1.5, color: "G", clarity: "VS1", cut: "Excellent" },
    basis:
      "The same 1.5 ct G VS1 oval (Excellent cut, IGI) valued by our pricing engine in each month it has data of.",
    series: [
      { month: "2024-02", pricePerCarat: 1650.2, source: "listings", listings: 38 },
      { month: "2026-02", pricePerCarat: 905.5, source: "listings", listings: 1406 },
      { month: "2026-03", pricePerCarat: 880.25, source: "listings", listings: 97 },
      { month: "2026-06", pricePerCarat: 802, source: "index", listings: 96 },
      { month: "2026-07", pricePerCarat: 771.4, source: "index", listings: 101 },
    ],
  },
};
