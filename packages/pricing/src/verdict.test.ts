import { describe, expect, it } from "vitest";
import { judgeListing } from "./verdict";

const base = {
  fairMarketValueCents: 100_000,
  highCents: 180_000,
  confidence: 0.5,
  usualAtRetailerCents: null,
};

describe("judgeListing", () => {
  it.each([
    [80_000, "below-market"],
    [100_000, "fair"],
    [115_000, "above-market"],
    [125_000, "overpriced"],
    [160_000, "overpriced"],
  ])("reads %i against a fair value of 100,000 as %s", (listed, verdict) => {
    expect(judgeListing({ ...base, listedPriceCents: listed }).verdict).toBe(verdict);
  });

  it("says the data are too thin instead of calling a price fair, but still flags a price above the whole range", () => {
    expect(judgeListing({ ...base, confidence: 0.05, listedPriceCents: 100_000 })).toEqual({
      verdict: "too-little-data",
      isOverpriced: false,
    });
    expect(judgeListing({ ...base, confidence: 0.05, listedPriceCents: 190_000 })).toEqual({
      verdict: "overpriced",
      isOverpriced: true,
    });
  });

  it("flags a listing well over its own retailer's usual price once it is above the market too", () => {
    expect(
      judgeListing({ ...base, listedPriceCents: 112_000, usualAtRetailerCents: 90_000 }).verdict,
    ).toBe("overpriced");
    expect(
      judgeListing({ ...base, listedPriceCents: 112_000, usualAtRetailerCents: 110_000 }).verdict,
    ).toBe("above-market");
  });

  it("never calls a listing within 10% of the fair value overpriced, however close the range's high end", () => {
    // A 3 ct round's range ends 6-8% over the fair value where one retailer with a tight spread has
    // the say.
    const narrow = { ...base, highCents: 106_000 };
    expect(judgeListing({ ...narrow, listedPriceCents: 107_000 })).toEqual({
      verdict: "fair",
      isOverpriced: false,
    });
    expect(judgeListing({ ...narrow, listedPriceCents: 110_500 })).toEqual({
      verdict: "overpriced",
      isOverpriced: true,
    });
  });
});
