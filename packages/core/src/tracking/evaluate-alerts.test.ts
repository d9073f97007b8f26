import { describe, expect, it } from "vitest";
import { evaluateAlerts, type AlertSettings, type AlertState } from "./evaluate-alerts";

const all: AlertSettings = {
  fairValueMovePercent: 5,
  listedPriceChange: true,
  comparableBelowCents: 400_000,
};
const none: AlertSettings = {
  fairValueMovePercent: null,
  listedPriceChange: false,
  comparableBelowCents: null,
};
const start: AlertState = {
  fairValueReferenceCents: 500_000,
  listedPriceCents: 520_000,
  comparableBelowAlerted: false,
};

describe("evaluateAlerts", () => {
  it("alerts on a fair-value move of at least N% and measures the next move from there", () => {
    const small = evaluateAlerts(all, start, { fairValueCents: 520_000 });
    expect(small.alerts).toEqual([]);
    expect(small.state.fairValueReferenceCents).toBe(500_000);

    const big = evaluateAlerts(all, small.state, { fairValueCents: 525_000 });
    expect(big.alerts).toEqual([
      { kind: "fair_value_moved", detail: { fromCents: 500_000, toCents: 525_000, percent: 5 } },
    ]);
    expect(big.state.fairValueReferenceCents).toBe(525_000);

    const down = evaluateAlerts(all, big.state, { fairValueCents: 472_500 });
    expect(down.alerts).toEqual([
      { kind: "fair_value_moved", detail: { fromCents: 525_000, toCents: 472_500, percent: -10 } },
    ]);
  });

  it("alerts on a changed listed price only when asked, and remembers the new price either way", () => {
    const asked = evaluateAlerts(all, start, { listedPriceCents: 499_900 });
    expect(asked.alerts).toEqual([
      { kind: "listed_price_changed", detail: { fromCents: 520_000, toCents: 499_900 } },
    ]);
    expect(asked.state.listedPriceCents).toBe(499_900);
    expect(evaluateAlerts(all, asked.state, { listedPriceCents: 499_900 }).alerts).toEqual([]);

    const quiet = evaluateAlerts(none, start, {
      listedPriceCents: 499_900,
      fairValueCents: 900_000,
    });
    expect(quiet.alerts).toEqual([]);
    expect(quiet.state).toEqual({
      ...start,
      listedPriceCents: 499_900,
      fairValueReferenceCents: 900_000,
    });
  });

  it("alerts once when a comparable first appears below the target, and again only after none was", () => {
    const cheap = { priceCents: 390_000, source: "Brilliant Earth", url: "https://example.com/s1" };
    const first = evaluateAlerts(all, start, { cheapestComparable: cheap });
    expect(first.alerts).toEqual([
      { kind: "comparable_below_target", detail: { ...cheap, targetCents: 400_000 } },
    ]);
    const still = evaluateAlerts(all, first.state, {
      cheapestComparable: { ...cheap, priceCents: 380_000 },
    });
    expect(still.alerts).toEqual([]);
    const gone = evaluateAlerts(all, still.state, {
      cheapestComparable: { ...cheap, priceCents: 410_000 },
    });
    expect(gone.state.comparableBelowAlerted).toBe(false);
    expect(evaluateAlerts(all, gone.state, { cheapestComparable: cheap }).alerts).toHaveLength(1);
    expect(evaluateAlerts(all, start, { cheapestComparable: null }).alerts).toEqual([]);
    expect(
      evaluateAlerts(all, start, { cheapestComparable: { ...cheap, priceCents: 400_000 } }).alerts,
    ).toEqual([]);
  });
});
