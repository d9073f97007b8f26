import { describe, expect, it } from "vitest";
import { analysisComplete } from "./analyzer-messages";

describe("analysisComplete", () => {
  it("keeps the spec's sentences for overpriced, fair and good prices", () => {
    expect(analysisComplete("82%", { verdict: "overpriced", isOverpriced: true })).toEqual({
      title: "Analysis Complete",
      description: "Confidence: 82%. Diamond appears overpriced.",
    });
    expect(analysisComplete("64%", { verdict: "fair", isOverpriced: false }).description).toBe(
      "Confidence: 64%. Pricing looks reasonable.",
    );
    expect(
      analysisComplete("71%", { verdict: "below-market", isOverpriced: false }).description,
    ).toBe("Confidence: 71%. Pricing looks reasonable.");
  });

  it("keeps the spec's sentence for a price above the market but not overpriced, and says so; says when there is too little data to judge", () => {
    expect(
      analysisComplete("40%", { verdict: "above-market", isOverpriced: false }).description,
    ).toBe("Confidence: 40%. Pricing looks reasonable. It is above the market's typical price.");
    expect(
      analysisComplete("6%", { verdict: "too-little-data", isOverpriced: false }).description,
    ).toBe("Confidence: 6%. Too little market data to judge the price.");
  });

  it("reads an analysis stored before the verdict from its overpriced flag", () => {
    expect(analysisComplete("82%", { isOverpriced: true }).description).toBe(
      "Confidence: 82%. Diamond appears overpriced.",
    );
    expect(analysisComplete("82%", { isOverpriced: false }).description).toBe(
      "Confidence: 82%. Pricing looks reasonable.",
    );
  });
});
