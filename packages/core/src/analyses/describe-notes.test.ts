import { describe, expect, it } from "vitest";
import { roundSpecs } from "@faircarat/pricing/testing/round-specs";
import type { AlternativeRecommendation, DiamondSpecs } from "@faircarat/pricing";
import { describeAlternative, describeNote, recommendationsFor } from "./describe-pricing";

const specs: DiamondSpecs = { ...roundSpecs, carat: 1.5, color: "G", clarity: "VS1" };
const cheaperRetailer: AlternativeRecommendation = {
  kind: "retailer",
  specs,
  retailer: "Clean Origin",
  estimatedPriceCents: 56_000,
  // Against the $9,800 listing below, as the engine measures a retailer's saving.
  savingsCents: 924_000,
  savingsAgainst: "listed-price",
  nearbyListings: 2094,
  magicSize: null,
};

describe("the engine's notes and advice in words", () => {
  it("writes one sentence per note, with the engine's figures", () => {
    expect(describeNote({ kind: "shape-priced-as", shape: "old-mine", pricedAs: "cushion" })).toBe(
      "The market data hold too few old mine stones to price them: valued as cushion, the nearest cut with data, which is only a rough guide.",
    );
    expect(describeNote({ kind: "few-nearby", listings: 1234 })).toBe(
      "Only 1,234 current listings are close to these specs.",
    );
    expect(describeNote({ kind: "few-nearby", listings: 1 })).toBe(
      "Only 1 current listing is close to these specs.",
    );
    expect(describeNote({ kind: "few-nearby", listings: 0 })).toBe(
      "No current listing is close to these specs: the value rests on the model alone.",
    );
    expect(describeNote({ kind: "retailer-unknown", retailer: "Nowhere Gems" })).toMatch(
      /^No current listings from Nowhere Gems/,
    );
    expect(describeNote({ kind: "listed-far-below", listedCents: 145, lowCents: 95_300 })).toBe(
      "The listed price of $1 is under a quarter of $953, where the range of listings of these specs starts: check that it is the whole price in US dollars (1,450.00, not 1.450,00).",
    );
  });

  it("gives the advice and the alternatives, leaving where the price stands to the headline", () => {
    const lines = recommendationsFor({
      fairMarketValueCents: 111_500,
      lowCents: 47_300,
      highCents: 188_200,
      listedPriceCents: 980_000,
      verdict: "overpriced",
      retailerContext: null,
      alternativeRecommendations: [cheaperRetailer],
    });
    expect(lines[0]).toBe(
      "The price is well above what the market asks for these specs: ask for a better price or compare the listings below.",
    );
    expect(lines.join(" ")).not.toMatch(/Listed at|usually lists stones like this/);
    expect(lines).toContain(
      "Buying the same specs at Clean Origin (usually about $560) would save about $9,240 against this listing (2,094 listings near those specs).",
    );
    expect(describeAlternative(cheaperRetailer, specs)).toBe(
      "Clean Origin usually lists these specs for about $560, $9,240 under this listing's price.",
    );
    const noListing = {
      ...cheaperRetailer,
      savingsCents: 55_500,
      savingsAgainst: "market-value" as const,
    };
    expect(describeAlternative(noListing, specs)).toBe(
      "Clean Origin usually lists these specs for about $560, $555 under the market value.",
    );
  });

  it("says when the data are too thin instead of judging", () => {
    const lines = recommendationsFor({
      fairMarketValueCents: 100_000,
      lowCents: 50_000,
      highCents: 200_000,
      listedPriceCents: 100_000,
      verdict: "too-little-data",
      retailerContext: null,
      alternativeRecommendations: [],
    });
    expect(lines[0]).toMatch(/too thin to call this price fair or not/);
  });

  it("says a premium retailer's usual price is the retailer's premium, not something to haggle", () => {
    const [first] = recommendationsFor({
      fairMarketValueCents: 61_500,
      lowCents: 30_000,
      highCents: 120_000,
      listedPriceCents: 145_000,
      verdict: "overpriced",
      retailerContext: {
        retailer: "VRAI",
        usualCents: 148_400,
        ratioToMarket: 2.41,
        tier: "premium",
        evidence: { kind: "listings", asOf: "2026-04-23", listings: 12 },
      },
      alternativeRecommendations: [],
    });
    expect(first).toBe(
      "This is VRAI's usual price for these specs: the premium is the retailer's, not this stone's, so asking VRAI for less rarely works; the same specs cost less at the retailers in the listings below.",
    );
  });

  it("explains each alternative", () => {
    const smaller = {
      ...cheaperRetailer,
      kind: "size" as const,
      specs: { ...specs, carat: 1.45 },
      retailer: null,
      magicSize: 1.5,
      savingsCents: 55_500,
      savingsAgainst: "market-value" as const,
    };
    expect(describeAlternative(smaller, specs)).toBe(
      "Prices jump at 1.5 ct; a 1.45 ct stone looks almost the same and saves about $555.",
    );
    expect(
      describeAlternative(
        { ...cheaperRetailer, kind: "color", specs: { ...specs, color: "H" }, retailer: null },
        specs,
      ),
    ).toMatch(/^One color grade lower \(G to H\)/);
  });
});
