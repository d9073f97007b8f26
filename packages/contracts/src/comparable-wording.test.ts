import { describe, expect, it } from "vitest";
import { comparableDifference, describeListingSpecs, gradedCut } from "./comparable-wording";

const stone = { shape: "oval", carat: 1.52, color: "F", clarity: "VS1", cut: null };

describe("how a comparable is written", () => {
  it("shows no cut on a fancy shape: the feed's 'Ideal' on an oval is a retailer's label", () => {
    const oval = { shape: "oval", carat: 1.51, color: "F", clarity: "VS1", cut: "Ideal" };
    expect(gradedCut(oval)).toBeNull();
    expect(describeListingSpecs(oval)).toBe("1.51 ct F VS1 Oval");
    expect(describeListingSpecs({ ...oval, shape: "round" })).toBe("1.51 ct Ideal F VS1 Round");
  });

  it("says how each listing differs from the stone analysed", () => {
    expect(comparableDifference(stone, { ...stone, carat: 1.55, color: "G" })).toBe(
      "0.03 ct larger, one color grade lower",
    );
    expect(comparableDifference(stone, { ...stone, carat: 1.5, clarity: "VVS1" })).toBe(
      "0.02 ct smaller, 2 clarity grades higher",
    );
    expect(comparableDifference(stone, { ...stone, cut: "Ideal" })).toBe(
      "same carat, color and clarity",
    );
    const round = { ...stone, shape: "round", cut: "Excellent" };
    expect(comparableDifference(round, { ...round, cut: "Ideal" })).toBe("Ideal cut");
    expect(comparableDifference(stone, round)).toBe("Round");
  });
});
