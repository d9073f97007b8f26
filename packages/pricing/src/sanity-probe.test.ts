import { describe, expect, it } from "vitest";
import { fitPricingModel } from "./fit-pricing-model";
import { createMarketIndex } from "./market-index";
import {
  PROBE_STONES,
  insaneValuation,
  moveHoldsBack,
  probeModel,
  probeMove,
} from "./sanity-probe";
import { fittedFixture } from "./testing/fitted-fixture";
import { syntheticListings } from "./testing/synthetic-market";

describe("insaneValuation", () => {
  const fair = { fairMarketValueCents: 250_000, lowCents: 200_000, highCents: 320_000 };

  it("passes a fair value with a range around it", () => {
    expect(insaneValuation(fair, 1)).toBeNull();
  });

  it.each([
    [{ ...fair, fairMarketValueCents: 0, lowCents: 0 }, 1, "fair_value_out_of_bounds"],
    [{ ...fair, fairMarketValueCents: 999, lowCents: 999 }, 1, "fair_value_out_of_bounds"],
    [
      { fairMarketValueCents: 200_000_000, lowCents: 150_000_000, highCents: 250_000_000 },
      1.5,
      "fair_value_out_of_bounds",
    ],
    [{ ...fair, highCents: 1_123_469_111_541_623_000_000 }, 1, "range_out_of_bounds"],
    [{ ...fair, lowCents: 300_000 }, 1, "range_out_of_bounds"],
    [{ ...fair, lowCents: 10_000 }, 1, "range_out_of_bounds"],
    [{ ...fair, fairMarketValueCents: Number.NaN }, 1, "not_a_number"],
    [{ ...fair, highCents: Number.POSITIVE_INFINITY }, 1, "not_a_number"],
  ])("refuses %o for %s ct as %s", (value, carat, reason) => {
    expect(insaneValuation(value, carat)).toBe(reason);
  });
});

describe("probeModel", () => {
  it("values every probe stone sanely on a well-fitted market", () => {
    const { model, index } = fittedFixture();
    const outcome = probeModel(model, index);
    expect(outcome.failures).toEqual([]);
    expect(outcome.fairValuesCents).toHaveLength(PROBE_STONES.length);
    // Dearer with weight, as the synthetic market is.
    expect(outcome.fairValuesCents[5]).toBeGreaterThan(outcome.fairValuesCents[1]!);
  });

  it("fails a model fitted for a valuation date in 2099 (one feed row's typo once made every answer $0)", () => {
    const [first] = syntheticListings();
    const listings = [
      ...syntheticListings(),
      { ...first!, observedOn: "2099-01-01", url: "https://example.test/typo" },
    ];
    const model = fitPricingModel(listings, { valuationDate: "2099-01-01" });
    const outcome = probeModel(model, createMarketIndex(listings, model));
    expect(outcome.failures.length).toBeGreaterThan(0);
  });
});

describe("probeMove and moveHoldsBack", () => {
  const before = [100_000, 250_000, 400_000, 800_000];

  it("lets the market's own moves through", () => {
    const move = probeMove(
      before,
      before.map((v) => v * 0.92),
    );
    expect(move.median).toBeCloseTo(0.087, 2);
    expect(moveHoldsBack(move)).toBeNull();
    expect(moveHoldsBack(probeMove(before, before))).toBeNull();
  });

  it("holds back a model whose typical value moved by more than half, or one value by more than 3x", () => {
    expect(
      moveHoldsBack(
        probeMove(
          before,
          before.map((v) => v * 1.6),
        ),
      ),
    ).toMatch(/typical probe value moved 60%/);
    expect(
      moveHoldsBack(
        probeMove(
          before,
          before.map((v) => v / 1.6),
        ),
      ),
    ).toMatch(/typical probe value moved 60%/);
    expect(moveHoldsBack(probeMove(before, [100_000, 250_000, 400_000, 3_200_000]))).toMatch(
      /a probe value moved 300%/,
    );
  });

  it("holds back when a probe has no value, or the sets differ in size", () => {
    expect(
      moveHoldsBack(probeMove(before, [100_000, Number.NaN, 400_000, 800_000])),
    ).not.toBeNull();
    expect(moveHoldsBack(probeMove(before, before.slice(1)))).not.toBeNull();
  });

  it("is symmetric in up and down moves of the same factor (property over factors)", () => {
    for (let step = 0; step < 60; step += 1) {
      const factor = 1.0123 + step * 0.05;
      const up =
        moveHoldsBack(
          probeMove(
            before,
            before.map((v) => v * factor),
          ),
        ) === null;
      const down =
        moveHoldsBack(
          probeMove(
            before,
            before.map((v) => v / factor),
          ),
        ) === null;
      expect(up).toBe(down);
      expect(up).toBe(factor < 1.5);
    }
  });
});
