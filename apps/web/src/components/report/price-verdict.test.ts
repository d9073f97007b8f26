import { describe, expect, it } from "vitest";
import {
  resolveVerdict,
  savingsLine,
  verdictHeadline,
  verdictLabel,
  verdictTone,
} from "./price-verdict";

describe("verdictHeadline", () => {
  it("without a verdict (analyses stored before it) names overpriced listings with their markup, fair ones with the distance to market", () => {
    expect(verdictHeadline({ isOverpriced: true, markupPercentage: 23.4 })).toBe(
      "Overpriced by 23.4%",
    );
    expect(verdictHeadline({ isOverpriced: false, markupPercentage: -4.1 })).toBe(
      "Fair price: 4.1% below market",
    );
    expect(verdictHeadline({ isOverpriced: false, markupPercentage: 12 })).toBe(
      "Fair price: 12.0% above market",
    );
    expect(verdictHeadline({ isOverpriced: false, markupPercentage: 0 })).toBe(
      "Fair price: at market value",
    );
  });

  it("follows the verdict when there is one", () => {
    expect(
      verdictHeadline({ verdict: "overpriced", isOverpriced: true, markupPercentage: 31.2 }),
    ).toBe("Overpriced by 31.2%");
    expect(
      verdictHeadline({ verdict: "above-market", isOverpriced: false, markupPercentage: 14.5 }),
    ).toBe("Above market: 14.5% over the fair value");
    expect(verdictHeadline({ verdict: "fair", isOverpriced: false, markupPercentage: 6 })).toBe(
      "Fair price: 6.0% above market",
    );
    expect(verdictHeadline({ verdict: "fair", isOverpriced: false, markupPercentage: -3.3 })).toBe(
      "Fair price: 3.3% below market",
    );
    expect(verdictHeadline({ verdict: "fair", isOverpriced: false, markupPercentage: 0 })).toBe(
      "Fair price: at market value",
    );
    expect(
      verdictHeadline({ verdict: "below-market", isOverpriced: false, markupPercentage: -18 }),
    ).toBe("Good price: 18.0% below market");
    expect(
      verdictHeadline({ verdict: "too-little-data", isOverpriced: false, markupPercentage: 4 }),
    ).toBe("Too little market data to judge this price");
  });
});

describe("verdict tone and label", () => {
  it("keeps too little data neutral, not the green of a fair price", () => {
    expect(verdictTone({ verdict: "too-little-data", isOverpriced: false })).toBe("neutral");
    expect(verdictTone({ verdict: "fair", isOverpriced: false })).toBe("savings");
    expect(verdictTone({ verdict: "below-market", isOverpriced: false })).toBe("savings");
    expect(verdictTone({ verdict: "above-market", isOverpriced: false })).toBe("warning");
    expect(verdictTone({ verdict: "overpriced", isOverpriced: true })).toBe("danger");
  });

  it("reads an analysis without a verdict from its overpriced flag", () => {
    expect(resolveVerdict({ isOverpriced: true })).toBe("overpriced");
    expect(resolveVerdict({ isOverpriced: false })).toBe("fair");
    expect(verdictLabel({ isOverpriced: false })).toBe("Fair price");
    expect(verdictLabel({ isOverpriced: false, verdict: "below-market" })).toBe("Good price");
    expect(verdictLabel({ isOverpriced: false, verdict: "too-little-data" })).toBe(
      "Too little data",
    );
  });
});

describe("savingsLine", () => {
  it("is 'You Could Save' at or below market and 'Premium Paid' above it, always a positive amount", () => {
    expect(savingsLine(81)).toEqual({ label: "You Could Save", amount: 81 });
    expect(savingsLine(-465)).toEqual({ label: "Premium Paid", amount: 465 });
  });
});
