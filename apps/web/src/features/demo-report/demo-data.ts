import type { AnalysisResult } from "@faircarat/contracts";

/**
 * The sample report's fixed data. `analysis` is our pricing engine's answer, exactly as
 * POST /api/analyses returned it for this listing URL and these specs on the date below, against
 * the development market snapshot (docs/decisions/009-analyzer.md says how to make it again).
 * The comparables are real listings. The asking price is illustrative, set above most listings of
 * these specs to show the overpriced state.
 */
export const demoReport = {
  computedOn: "2026-11-22",
  listing: {
    retailer: "James Allen",
    certification: "IGI",
    /** The URL sent with the specs: James Allen's format with a made-up SKU, so it is never linked. */
    url: "https://www.jamesallen.com/loose-diamonds/round-cut/1.50-carat-g-color-vs1-clarity-excellent-cut-sku-1234567",
  },
  analysis: {
    "fairMarketValue": 1115.45,
    "low": 472.78,
    "high": 1882.18,
    "expectedAtRetailer": 1109.09,
    "retailer": "James Allen",
    "listedPrice": 1950,
    "savingsAmount": -834.55,
    "markupPercentage": 74.8,
    "isOverpriced": true,
    "isEthicallySourced": true,
    "confidence": 0.944,
    "pricePerCarat": 743.63,
    "specs": {
      "shape": "round",
      "carat": 1.5,
      "color": "G",
      "clarity": "VS1",
      "cut": "Excellent"
    },
    "recommendations": [
      "Listed at $1,950, 75% above the market value of $1,115; 80% of listings of these specs sit between $473 and $1,882.",
      "The price is above where 9 in 10 listings of these specs sit: ask for a better price or compare the listings below.",
      "James Allen usually lists stones like this around $1,109; this one is 76% above that.",
      "Buying the same specs at Clean Origin would save about $555 (2,094 listings near those specs).",
      "Choosing 1.45 ct instead would save about $288 (1,950 listings near those specs).",
      "Dropping one color grade to H would save about $115 (309 listings near those specs).",
      "Dropping one clarity grade to VS2 would save about $45 (1,222 listings near those specs)."
    ],
    "comparableListings": [
      {
        "source": "Clean Origin",
        "price": 581.25,
        "specs": {
          "shape": "round",
          "carat": 1.51,
          "color": "G",
          "clarity": "VS1",
          "cut": "Excellent"
        },
        "url": "https://www.cleanorigin.com/diamonds/round-lab-grown-diamond-c44ab4cbfce8/",
        "savings": 1368.75,
        "observedOn": "2026-04-23"
      },
      {
        "source": "Clean Origin",
        "price": 581.25,
        "specs": {
          "shape": "round",
          "carat": 1.51,
          "color": "G",
          "clarity": "VS1",
          "cut": "Excellent"
        },
        "url": "https://www.cleanorigin.com/diamonds/round-lab-grown-diamond-5aac9eab3f04/",
        "savings": 1368.75,
        "observedOn": "2026-04-23"
      },
      {
        "source": "Clean Origin",
        "price": 416.25,
        "specs": {
          "shape": "round",
          "carat": 1.49,
          "color": "G",
          "clarity": "VS1",
          "cut": "Excellent"
        },
        "url": "https://www.cleanorigin.com/diamonds/round-lab-grown-diamond-71ccda25648c/",
        "savings": 1533.75,
        "observedOn": "2026-04-23"
      },
      {
        "source": "James Allen",
        "price": 980,
        "specs": {
          "shape": "round",
          "carat": 1.54,
          "color": "G",
          "clarity": "VS1",
          "cut": "Excellent"
        },
        "url": null,
        "savings": 970,
        "observedOn": "2026-02-24"
      },
      {
        "source": "James Allen",
        "price": 1100,
        "specs": {
          "shape": "round",
          "carat": 1.55,
          "color": "G",
          "clarity": "VS1",
          "cut": "Excellent"
        },
        "url": null,
        "savings": 850,
        "observedOn": "2026-02-24"
      }
    ],
    "alternativeRecommendations": [
      {
        "specs": {
          "shape": "round",
          "carat": 1.5,
          "color": "H",
          "clarity": "VS1",
          "cut": "Excellent"
        },
        "estimatedPrice": 1000.11,
        "savings": 115.34,
        "reason": "One color grade lower (G to H) is hard to see once set and saves about $115."
      },
      {
        "specs": {
          "shape": "round",
          "carat": 1.5,
          "color": "G",
          "clarity": "VS2",
          "cut": "Excellent"
        },
        "estimatedPrice": 1070.28,
        "savings": 45.17,
        "reason": "One clarity grade lower (VS1 to VS2) is usually eye-clean at this size and saves about $45."
      },
      {
        "specs": {
          "shape": "round",
          "carat": 1.45,
          "color": "G",
          "clarity": "VS1",
          "cut": "Excellent"
        },
        "estimatedPrice": 827.51,
        "savings": 287.94,
        "reason": "Prices jump at 1.5 ct; a 1.45 ct stone looks almost the same and saves about $288."
      },
      {
        "specs": {
          "shape": "round",
          "carat": 1.5,
          "color": "G",
          "clarity": "VS1",
          "cut": "Excellent"
        },
        "estimatedPrice": 560.43,
        "savings": 555.02,
        "reason": "Clean Origin usually lists these specs for about $560, $555 under the market value."
      }
    ],
    "marketTrend": "Prices of similar stones falling about 28% a year (Median spec-adjusted asking price of 1.4-1.9 ct lab stones at Clean Origin (2021-02-01 to 2026-04-23), priced for these specs; annualised.).",
    "basis": {
      "valuationDate": "2026-04-23",
      "listings": 23984,
      "retailers": [
        "Clean Origin",
        "James Allen",
        "VRAI"
      ],
      "nearbyListings": 2094
    },
    "warnings": [
      "The retailer's page could not be read (its address could not be found); specs were taken from the URL only."
    ],
    "sources": {
      "carat": "form",
      "cut": "form",
      "color": "form",
      "clarity": "form",
      "shape": "form"
    }
  } satisfies AnalysisResult,
};
