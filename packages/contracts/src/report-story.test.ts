import { describe, expect, it } from "vitest";
import { reportStory, whyFiguresDiffer } from "./report-story";

// Issue 38's stone: a VRAI listing of a 1.52 ct F VS1 oval.
const vraiOval = {
  listedPrice: 1450,
  fairMarketValue: 615,
  markupPercentage: 135.8,
  retailer: "VRAI",
  expectedAtRetailer: 1484,
  retailerContext: {
    retailer: "VRAI",
    usualPrice: 1484,
    ratioToMarket: 2.41,
    tier: "premium" as const,
  },
  retailerPrices: [
    { retailer: "Loose Grown Diamond", usualPrice: 267 },
    { retailer: "Ritani", usualPrice: 307 },
    { retailer: "VRAI", usualPrice: 1484 },
  ],
  // Ritani, known from a published index only, has no listing among them.
  comparableListings: [{ source: "Loose Grown Diamond" }, { source: "Brilliance" }],
};

describe("the report's one story", () => {
  it("compares the price with its retailer's usual price and the market, naming the cheapest retailer", () => {
    expect(reportStory(vraiOval)).toBe(
      "$1,450 is close to VRAI's usual price for these specs (about $1,484); across the market they list for about $615, from about $267 at Loose Grown Diamond.",
    );
    expect(whyFiguresDiffer(vraiOval)).toBe(
      "Retailers price the same specs differently, so the fair value is the typical asking price across them, each counting once: VRAI usually asks 2.4x it and Loose Grown Diamond 0.4x.",
    );
  });

  it("says how far from the retailer's usual price a price is, in whole percent", () => {
    expect(reportStory({ ...vraiOval, listedPrice: 1700, markupPercentage: 176.4 })).toMatch(
      /^\$1,700 is 15% above VRAI's usual price for these specs \(about \$1,484\);/,
    );
  });

  it("without a known retailer, compares with the market by the verdict's own percent", () => {
    const unknownRetailer = {
      ...vraiOval,
      listedPrice: 620,
      markupPercentage: 0.8,
      retailer: null,
      expectedAtRetailer: null,
      retailerContext: null,
    };
    expect(reportStory(unknownRetailer)).toBe(
      "$620 is close to what these specs list for across the market (about $615); Loose Grown Diamond usually asks about $267 for them.",
    );
    // The saving the advice names is explained, not left to contradict the fair verdict.
    expect(whyFiguresDiffer(unknownRetailer)).toMatch(
      /Loose Grown Diamond usually asks 0\.4x it\.$/,
    );
    expect(reportStory({ ...unknownRetailer, listedPrice: 700, markupPercentage: 13.8 })).toMatch(
      /^\$700 is 13\.8% above what these specs list for across the market \(about \$615\);/,
    );
  });

  it("names only a cheaper retailer the report shows listings of", () => {
    const story = reportStory({ ...vraiOval, comparableListings: [{ source: "Brilliance" }] });
    expect(story).toBe(
      "$1,450 is close to VRAI's usual price for these specs (about $1,484); across the market they list for about $615.",
    );
  });

  it("says nothing of why when every figure shown is near the market's", () => {
    const nearMarket = {
      ...vraiOval,
      retailer: null,
      expectedAtRetailer: null,
      retailerContext: null,
      retailerPrices: [{ retailer: "Clean Origin", usualPrice: 590 }],
      comparableListings: [{ source: "Clean Origin" }],
    };
    expect(whyFiguresDiffer(nearMarket)).toBeNull();
    expect(reportStory({ ...nearMarket, retailerPrices: [] })).toBe(
      "$1,450 is 135.8% above what these specs list for across the market (about $615).",
    );
  });
});
