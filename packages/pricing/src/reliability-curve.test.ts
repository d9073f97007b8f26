import { describe, expect, it } from "vitest";
import { applyReliabilityCurve, fitHeldOutReliabilityCurve, fitReliabilityCurve, type ReliabilityCase } from "./reliability-curve";

/** Cases whose true rate is `truth(raw)`, laid out deterministically (every k-th case happened). */
function casesWith(truth: (raw: number) => number, count: number): ReliabilityCase[] {
  const cases: ReliabilityCase[] = [];
  let owed = 0;
  for (let i = 0; i < count; i++) {
    const raw = i / count;
    owed += truth(raw);
    const happened = owed >= 1;
    if (happened) owed -= 1;
    cases.push({ raw, happened });
  }
  return cases;
}

describe("reliability curve", () => {
  it("maps an over-stated raw figure to the rate that was observed in its band", () => {
    const knots = fitReliabilityCurve(casesWith((raw) => raw / 2, 2000));
    for (const raw of [0.2, 0.5, 0.8]) expect(applyReliabilityCurve(raw, knots)).toBeCloseTo(raw / 2, 1);
  });

  it("is non-decreasing even where the held-out rate is not, and strictly increasing in the raw figure", () => {
    const knots = fitReliabilityCurve(casesWith((raw) => (raw > 0.4 && raw < 0.5 ? 0 : 0.6), 1200));
    for (let i = 1; i < knots.length; i++) expect(knots[i]!.calibrated).toBeGreaterThan(knots[i - 1]!.calibrated);
    let previous = -1;
    for (let raw = 0; raw <= 1; raw += 0.01) {
      const mapped = applyReliabilityCurve(raw, knots);
      expect(mapped).toBeGreaterThan(previous);
      previous = mapped;
    }
  });

  it("leaves the figure as it is without enough held-out cases", () => {
    expect(fitReliabilityCurve(casesWith(() => 0.5, 50))).toEqual([]);
    expect(applyReliabilityCurve(0.37, [])).toBe(0.37);
  });

  it("keeps the curve's shape where it holds for groups it was not fitted on", () => {
    const groups = ["a", "b", "c", "d"].flatMap((group) => casesWith((raw) => raw / 2, 400).map((c) => ({ ...c, group })));
    const { knots, resolution } = fitHeldOutReliabilityCurve(groups);
    expect(resolution).toBeGreaterThanOrEqual(0.8);
    expect(applyReliabilityCurve(0.8, knots)).toBeCloseTo(0.4, 1);
    expect(applyReliabilityCurve(0.2, knots)).toBeCloseTo(0.1, 1);
  });

  it("pulls the curve to the overall rate when its shape only tells the groups apart", () => {
    // Each group sits in its own band of the raw figure and happens at a rate that has nothing to do with it.
    const rates = [0.6, 0.1, 0.5, 0.0];
    const groups = rates.flatMap((rate, g) => casesWith(() => rate, 100).map((c) => ({ raw: 0.2 + g * 0.1 + c.raw * 0.05, happened: c.happened, group: String(g) })));
    const { knots, resolution } = fitHeldOutReliabilityCurve(groups);
    expect(resolution).toBeLessThanOrEqual(0.2);
    const overall = groups.filter((c) => c.happened).length / groups.length;
    for (const raw of [knots[0]!.raw, 0.45, 0.55]) expect(Math.abs(applyReliabilityCurve(raw, knots) - overall)).toBeLessThan(0.05);
  });
});
