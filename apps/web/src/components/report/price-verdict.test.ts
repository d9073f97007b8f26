import { describe, expect, it } from "vitest";
import { savingsLine, verdictHeadline } from "./price-verdict";

describe("verdictHeadline", () => {
  it("names overpriced listings with their markup, fair ones with the distance to market", () => {
    expect(verdictHeadline({ isOverpriced: true, markupPercentage: 23.4 })).toBe("Overpriced by 23.4%");
    expect(verdictHeadline({ isOverpriced: false, markupPercentage: -4.1 })).toBe("Fair price: 4.1% below market");
    expect(verdictHeadline({ isOverpriced: false, markupPercentage: 12 })).toBe("Fair price: 12.0% above market");
    expect(verdictHeadline({ isOverpriced: false, markupPercentage: 0 })).toBe("Fair price: at market value");
  });
});

describe("savingsLine", () => {
  it("is 'You Could Save' at or below market and 'Premium Paid' above it, always a positive amount", () => {
    expect(savingsLine(81)).toEqual({ label: "You Could Save", amount: 81 });
    expect(savingsLine(-465)).toEqual({ label: "Premium Paid", amount: 465 });
  });
});
