import { describe, expect, it } from "vitest";
import { confidenceScaleFrom, spreadForNewRetailer, type HeldOutCell } from "./calibrate-market";
import { confidenceFromUncertainty } from "./market-uncertainty";

/** 60 held-out cells over `retailers` retailers, the typical price within 10% of the fair value in a fifth of them. */
const cells = (retailers: number): HeldOutCell[] => Array.from({ length: 60 }, (_, i) => ({ retailer: `R${i % retailers}`, logError: i % 5 === 0 ? 0 : 0.5, logUncertainty: 0.1 }));

describe("confidenceScaleFrom", () => {
  it("pulls the scale toward the engine's own (1) by three retailers' worth, less as more retailers were held out", () => {
    const fewer = confidenceScaleFrom(cells(3)).uncertaintyScale;
    const more = confidenceScaleFrom(cells(6)).uncertaintyScale;
    // Unpulled, the scale would make the stated figure 20% (about 3.8 here): with three retailers half of it in log, with six two thirds.
    expect(fewer).toBeGreaterThan(1);
    expect(more).toBeGreaterThan(fewer);
    expect(Math.log(more) / Math.log(fewer)).toBeCloseTo(4 / 3, 2);
    expect(confidenceFromUncertainty(0.1, more ** 1.5)).toBeCloseTo(0.2, 2);
  });

  it("keeps a low default with too few cells to judge", () => {
    expect(confidenceScaleFrom(cells(3).slice(0, 5)).uncertaintyScale).toBe(2);
  });
});

describe("spreadForNewRetailer", () => {
  it("widens a spread read off few retailers by Student's t over the normal, less as more retailers were held out", () => {
    // t tables, 90th percentile: 1.4759 at 5 degrees of freedom, 1.5332 at 4; the normal's 1.2816.
    expect(spreadForNewRetailer(0.4, 6)).toBeCloseTo((0.4 * 1.4759) / 1.2816, 3);
    expect(spreadForNewRetailer(0.4, 5)).toBeCloseTo((0.4 * 1.5332) / 1.2816, 3);
    expect(spreadForNewRetailer(0.4, 60) / 0.4).toBeLessThan(1.02);
    expect(spreadForNewRetailer(0, 6)).toBe(0);
  });
});
