import { describe, expect, it } from "vitest";
import { verdictExplanation } from "./verdict-texts";

describe("verdictExplanation", () => {
  const overpriced = { verdict: "overpriced" as const, isOverpriced: true };

  it("says an overpriced listing is above the range only when it is", () => {
    expect(verdictExplanation({ ...overpriced, listedPrice: 2450, high: 1481 })).toBe(
      "The listed price is above the range most similar diamonds sell for.",
    );
    // 146% over a $451 fair value, yet inside a $189-$1,373 range of listings.
    expect(verdictExplanation({ ...overpriced, listedPrice: 1110, high: 1373 })).toBe(
      "The listed price is well above the fair market value, though the dearest similar listings ask as much.",
    );
  });

  it("reads an analysis stored before the range was kept as it always did", () => {
    expect(verdictExplanation({ verdict: undefined, isOverpriced: true })).toBe(
      "The listed price is above the range most similar diamonds sell for.",
    );
    expect(verdictExplanation({ verdict: undefined, isOverpriced: false })).toBe(
      "The listed price is within the range similar diamonds sell for.",
    );
  });
});
