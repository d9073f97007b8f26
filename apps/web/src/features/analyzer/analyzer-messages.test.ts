import { describe, expect, it } from "vitest";
import { analysisComplete } from "./analyzer-messages";

describe("analysisComplete", () => {
  it("keeps the spec's sentences for overpriced, fair and good prices", () => {
    expect(analysisComplete("82%", { verdict: "overpriced", isOverpriced: true })).toEqual({
      title: "Analysis Complete",
      description: "Confidence: 82%. Diamond appears overpriced.",
    });
    expect(analysisComplete("64%", { verdict: "fair", isOverpriced: false }).description).toBe("Confidence: 64%. Pricing looks reasonable.");
    expect(analysisComplete("71%", { verdict: "below-market", isOverpriced: false }).description).toBe("Confidence: 71%. Pricing looks reasonable.");
  });

  it("says when a price is above the market, or when there is too little data to judge it", () => {
    expect(analysisComplete("40%", { verdict: "above-market", isOverpriced: false }).description).toBe("Confidence: 40%. Priced above the market.");
    expect(analysisComplete("6%", { verdict: "too-little-data", isOverpriced: false }).description).toBe("Confidence: 6%. Too little market data to judge the price.");
  });

  it("reads an analysis stored before the verdict from its overpriced flag", () => {
    expect(analysisComplete("82%", { isOverpriced: true }).description).toBe("Confidence: 82%. Diamond appears overpriced.");
    expect(analysisComplete("82%", { isOverpriced: false }).description).toBe("Confidence: 82%. Pricing looks reasonable.");
  });
});
