import { describe, expect, it } from "vitest";
import { allowedAmounts, figuresAreGrounded, moneyFigures } from "./report-facts";

describe("grounding dollar figures", () => {
  it("reads the dollar figures a reply states", () => {
    expect(moneyFigures("From $4,213 to $5,000.40, about $3.2K")).toEqual([4213, 5000, 3200]);
  });

  it("reads figures however a model writes them: bold inside the $, spaced, in words or as USD", () => {
    expect(
      moneyFigures(
        "Worth $**9,999**, or $  8,000, USD 7,000, 6,500 dollars, 5,000 USD and $4,213 USD.",
      ),
    ).toEqual([9999, 8000, 7000, 6500, 5000, 4213]);
    expect(moneyFigures("A 1.5 ct stone with 2,094 listings, 80% of them")).toEqual([]);
  });

  it("accepts figures from the report or tool results (within rounding) and refuses any other", () => {
    const allowed = allowedAmounts([
      { fairMarketValue: 4213.4, low: 3800, nested: [{ price: 5120 }] },
      "tool said $7,001",
    ]);
    expect(
      figuresAreGrounded(
        "Fair value **$4,213**, range from $3,800; one listed at $5,121 and $7,001.",
        allowed,
      ),
    ).toBe(true);
    expect(figuresAreGrounded("Fair value $4,213 but really $123,456.", allowed)).toBe(false);
    expect(figuresAreGrounded("No figures at all.", allowed)).toBe(true);
  });
});
