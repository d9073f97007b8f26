import { describe, expect, it } from "vitest";
import type { RetailerPage } from "@faircarat/market/listing/retailers/read-retailer-page";
import { readSummary, verdictLines } from "./verdict-lines";

const base = {
  fairMarketValue: 1900,
  low: 1500,
  high: 2300,
  listedPrice: 2140,
  markupPercentage: 12.63,
  isOverpriced: false,
  confidence: 0.716,
  retailer: "Blue Nile",
};

describe("verdictLines", () => {
  it("uses the report's verdict words and shows value, range, markup and confidence with its meaning", () => {
    const lines = verdictLines({
      ...base,
      verdict: "above-market",
      confidenceMeaning: "What 72% means.",
    });
    expect(lines).toMatchObject({
      headline: "Above market: 12.6% over the fair value",
      tone: "high",
      facts: [
        ["Fair value", "$1,900 ($1,500 to $2,300)"],
        ["Listed", "$2,140"],
        ["Markup", "+12.6%"],
        ["Confidence", "72%"],
      ],
      confidenceMeaning: "What 72% means.",
    });
  });

  it("names the same certificate elsewhere first, else the cheapest other retailer for the specs", () => {
    const retailerPrices = [
      { retailer: "Blue Nile", usualPrice: 1000, evidence: { kind: "index" } },
      { retailer: "Ritani", usualPrice: 1700, evidence: { kind: "index" } },
      { retailer: "Clean Origin", usualPrice: 1300, evidence: { kind: "listings" } },
    ];
    expect(verdictLines({ ...base, retailerPrices }).cheapest).toBe(
      "Cheapest retailer we know for these specs: Clean Origin, usually $1,300",
    );
    expect(
      verdictLines({ ...base, retailerPrices, sameStone: [{ source: "Brilliance", price: 1950 }] })
        .cheapest,
    ).toBe("Same certificate at Brilliance: $1,950");
    expect(verdictLines(base).cheapest).toBeUndefined();
  });

  it("reads analyses stored before the verdict existed by their overpriced flag", () => {
    expect(verdictLines({ ...base, isOverpriced: true, markupPercentage: 30 }).headline).toBe(
      "Overpriced by 30.0%",
    );
  });
});

describe("readSummary", () => {
  const page = {
    specs: { carat: 1.01, cut: "Excellent", shape: "round" },
    grading: {},
    proportions: {},
    priceCents: 123_000,
    missing: [],
  } as unknown as RetailerPage;

  it("says what the page showed, a GIA assessment in place of color and clarity", () => {
    expect(readSummary({ ...page, specs: { ...page.specs, color: "G", clarity: "VS1" } })).toBe(
      "1.01 ct, G, VS1, Excellent, round, $1,230",
    );
    expect(
      readSummary({
        ...page,
        grading: { assessment: "Premium", certificateLab: "GIA" },
        certificateNumber: "2141438171",
      }),
    ).toBe("1.01 ct, GIA Premium, Excellent, round, GIA 2141438171, $1,230");
  });
});
