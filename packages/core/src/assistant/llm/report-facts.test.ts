import { describe, expect, it } from "vitest";
import { allowedAmounts, figuresAreGrounded, moneyFigures } from "./report-facts";

describe("grounding dollar figures", () => {
  it("reads the dollar figures a reply states", () => {
    expect(moneyFigures("From $4,213 to $5,000.40, about $3.2K")).toEqual([4213, 5000, 3200]);
  });

  it("accepts figures from the report or tool results (within rounding) and refuses any other", () => {
    const allowed = allowedAmounts([{ fairMarketValue: 4213.4, low: 3800, nested: [{ price: 5120 }] }, "tool said $7,001"]);
    expect(figuresAreGrounded("Fair value **$4,213**, range from $3,800; one listed at $5,121 and $7,001.", allowed)).toBe(true);
    expect(figuresAreGrounded("Fair value $4,213 but really $123,456.", allowed)).toBe(false);
    expect(figuresAreGrounded("No figures at all.", allowed)).toBe(true);
  });
});
