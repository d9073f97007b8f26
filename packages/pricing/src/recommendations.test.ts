import { describe, expect, it } from "vitest";
import { recommendations, type RecommendationContext } from "./recommendations";

const context: RecommendationContext = {
  fairMarketValueCents: 111_500,
  lowCents: 47_300,
  highCents: 188_200,
  listedPriceCents: 980_000,
  retailer: null,
  expectedAtRetailerCents: null,
  isOverpriced: true,
  alternatives: [
    {
      kind: "retailer",
      specs: { shape: "round", carat: 1.5, color: "G", clarity: "VS1", cut: "Excellent", polish: "Excellent", symmetry: "Excellent", fluorescence: "None", certificateLab: "IGI" },
      retailer: "Clean Origin",
      estimatedPriceCents: 56_000,
      savingsCents: 55_500,
      nearbyListings: 2094,
      reason: "",
    },
  ],
};

describe("recommendations", () => {
  it("states the listed price against the market value and the interval", () => {
    expect(recommendations(context)[0]).toBe(
      "Listed at $9,800, 779% above the market value of $1,115; 80% of listings of these specs sit between $473 and $1,882.",
    );
  });

  it("writes listing counts with thousands separators", () => {
    expect(recommendations(context)).toContain("Buying the same specs at Clean Origin would save about $555 (2,094 listings near those specs).");
  });
});
