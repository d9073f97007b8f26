import type { AnalysisResult } from "@faircarat/contracts";

/**
 * The sample report's fixed data. `analysis` is our pricing engine's answer, exactly as
 * POST /api/analyses returned it for this listing URL and these specs on the date below, against
 * the development market snapshot (docs/decisions/009-analyzer.md says how to make it again).
 * The comparables are real listings. The asking price is illustrative, set above most listings of
 * these specs to show the overpriced state.
 */
export const demoReport = {
  computedOn: "2026-11-23",
  listing: {
    retailer: "James Allen",
    certification: "IGI",
    /** The URL sent with the specs: James Allen's format with a made-up SKU, so it is never linked. */
    url: "https://www.jamesallen.com/loose-diamonds/round-cut/1.50-carat-g-color-vs1-clarity-excellent-cut-sku-1234567",
  },
  analysis: {
    fairMarketValue: 873.53,
    low: 355.51,
    high: 1424.22,
    expectedAtRetailer: 904.11,
    retailer: "James Allen",
    listedPrice: 1450,
    savingsAmount: -576.47,
    markupPercentage: 66,
    isOverpriced: true,
    isEthicallySourced: true,
    confidence: 0.308,
    pricePerCarat: 582.35,
    specs: {
      shape: "round",
      carat: 1.5,
      color: "G",
      clarity: "VS1",
      cut: "Excellent",
    },
    recommendations: [
      "Listed at $1,450, 66% above the market value of $874; 80% of listings of these specs sit between $356 and $1,424.",
      "The price is well above what the market asks for these specs: ask for a better price or compare the listings below.",
      "James Allen usually lists stones like this around $904; this one is 60% above that.",
      "Buying the same specs at Loose Grown Diamond would save about $588 (2,094 listings near those specs).",
      "Choosing 1.45 ct instead would save about $216 (1,950 listings near those specs).",
      "Dropping one color grade to H would save about $75 (309 listings near those specs).",
      "Dropping one clarity grade to VS2 would save about $37 (1,222 listings near those specs).",
    ],
    comparableListings: [
      {
        source: "Clean Origin",
        price: 581.25,
        specs: {
          shape: "round",
          carat: 1.51,
          color: "G",
          clarity: "VS1",
          cut: "Excellent",
        },
        url: "https://www.cleanorigin.com/diamonds/round-lab-grown-diamond-c44ab4cbfce8/",
        savings: 868.75,
        observedOn: "2026-04-23",
        certificateLab: "IGI",
        certificateNumber: null,
      },
      {
        source: "Clean Origin",
        price: 416.25,
        specs: {
          shape: "round",
          carat: 1.49,
          color: "G",
          clarity: "VS1",
          cut: "Excellent",
        },
        url: "https://www.cleanorigin.com/diamonds/round-lab-grown-diamond-71ccda25648c/",
        savings: 1033.75,
        observedOn: "2026-04-23",
        certificateLab: "IGI",
        certificateNumber: null,
      },
      {
        source: "James Allen",
        price: 980,
        specs: {
          shape: "round",
          carat: 1.54,
          color: "G",
          clarity: "VS1",
          cut: "Excellent",
        },
        url: null,
        savings: 470,
        observedOn: "2026-02-24",
        certificateLab: "IGI",
        certificateNumber: null,
      },
      {
        source: "James Allen",
        price: 1100,
        specs: {
          shape: "round",
          carat: 1.55,
          color: "G",
          clarity: "VS1",
          cut: "Excellent",
        },
        url: null,
        savings: 350,
        observedOn: "2026-02-24",
        certificateLab: "IGI",
        certificateNumber: null,
      },
      {
        source: "VRAI",
        price: 1271,
        specs: {
          shape: "round",
          carat: 1.64,
          color: "G",
          clarity: "VS1",
          cut: "Excellent",
        },
        url: "https://www.vrai.com/diamonds/F529773",
        savings: 179,
        observedOn: "2026-04-23",
        certificateLab: null,
        certificateNumber: null,
      },
    ],
    sameStone: [],
    verdict: "overpriced",
    confidenceMeaning: "31% is the chance that the typical asking price for these specs across retailers lies within 10% of this fair market value.",
    timeNote:
      "Market data of Apr 23, 2026; prices at this size fell about 2.5% a month over the last two years; the estimate for Nov 23, 2026 includes 6 of the 7 months since, and its range is wider for it.",
    pricedAsShape: null,
    retailerContext: {
      retailer: "James Allen",
      usualPrice: 904.11,
      ratioToMarket: 1.04,
      tier: "mid-market",
    },
    alternativeRecommendations: [
      {
        specs: {
          shape: "round",
          carat: 1.5,
          color: "H",
          clarity: "VS1",
          cut: "Excellent",
        },
        estimatedPrice: 798.26,
        savings: 75.27,
        reason: "One color grade lower (G to H) is hard to see once set and saves about $75.",
      },
      {
        specs: {
          shape: "round",
          carat: 1.5,
          color: "G",
          clarity: "VS2",
          cut: "Excellent",
        },
        estimatedPrice: 836.22,
        savings: 37.31,
        reason: "One clarity grade lower (VS1 to VS2) is usually eye-clean at this size and saves about $37.",
      },
      {
        specs: {
          shape: "round",
          carat: 1.45,
          color: "G",
          clarity: "VS1",
          cut: "Excellent",
        },
        estimatedPrice: 657.5,
        savings: 216.03,
        reason: "Prices jump at 1.5 ct; a 1.45 ct stone looks almost the same and saves about $216.",
      },
      {
        specs: {
          shape: "round",
          carat: 1.5,
          color: "G",
          clarity: "VS1",
          cut: "Excellent",
        },
        estimatedPrice: 285.74,
        savings: 587.79,
        reason: "Loose Grown Diamond usually lists these specs for about $286, $588 under the market value.",
      },
    ],
    marketTrend:
      "Prices of similar stones falling about 12% a year (Median spec-adjusted asking price of 1.4-1.9 ct lab stones at Brilliance (2024-02-21 to 2026-03-19), Clean Origin (2021-02-01 to 2026-04-23), priced for these specs; annualised.).",
    basis: {
      valuationDate: "2026-11-23",
      dataDate: "2026-04-23",
      listings: 42760,
      retailers: ["Brilliance", "Clean Origin", "James Allen", "Loose Grown Diamond", "Precious Carbon", "VRAI"],
      nearbyListings: 2094,
    },
    warnings: ["The retailer's page could not be read (its address could not be found); specs were taken from the URL only."],
    sources: {
      carat: "form",
      cut: "form",
      color: "form",
      clarity: "form",
      shape: "form",
    },
  } satisfies AnalysisResult,
};
