import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  confidenceScaleFrom,
  independentRetailers,
  spreadForNewRetailer,
  type HeldOutCell,
} from "./calibrate-market";
import { confidenceFromUncertainty } from "./market-uncertainty";

/**
 * 60 held-out cells over `retailers` retailers, each its own cell, the typical price within 10% of
 * the fair value in a fifth of them.
 */
const cells = (retailers: number): HeldOutCell[] =>
  Array.from({ length: 60 }, (_, i) => ({
    retailer: `R${i % retailers}`,
    cell: `C${i}`,
    logError: i % 5 === 0 ? 0 : 0.5,
    logUncertainty: 0.1,
  }));

/**
 * The same 20 cells judged once with each of `retailers` retailers held out (as cells listed by all
 * of them are).
 */
const sharedCells = (retailers: number): HeldOutCell[] =>
  Array.from({ length: 20 * retailers }, (_, i) => ({
    retailer: `R${i % retailers}`,
    cell: `C${Math.floor(i / retailers)}`,
    logError: i % 5 === 0 ? 0 : 0.5,
    logUncertainty: 0.1,
  }));

describe("confidenceScaleFrom", () => {
  it("pulls the scale toward the engine's own (1) by three retailers' worth, less as more retailers were held out", () => {
    const fewer = confidenceScaleFrom(cells(3)).uncertaintyScale;
    const more = confidenceScaleFrom(cells(6)).uncertaintyScale;
    // Unpulled, the scale would make the stated figure 20% (about 3.8 here): with three retailers
    // half of it in log, with six two thirds.
    expect(fewer).toBeGreaterThan(1);
    expect(more).toBeGreaterThan(fewer);
    expect(Math.log(more) / Math.log(fewer)).toBeCloseTo(4 / 3, 2);
    expect(confidenceFromUncertainty(0.1, more ** 1.5)).toBeCloseTo(0.2, 2);
  });

  it("counts three retailers held out on the same cells as one: a quarter of the unpulled scale in log, not half", () => {
    const shared = confidenceScaleFrom(sharedCells(3)).uncertaintyScale;
    const disjoint = confidenceScaleFrom(cells(3)).uncertaintyScale;
    // The same 20% rate and uncertainty in both: unpulled, the same scale (about 3.8).
    expect(shared).toBeGreaterThan(1);
    expect(Math.log(shared) / Math.log(disjoint)).toBeCloseTo(1 / 2, 2);
    expect(confidenceFromUncertainty(0.1, shared ** 4)).toBeCloseTo(0.2, 2);
  });

  it("keeps a low default with too few cells to judge", () => {
    expect(confidenceScaleFrom(cells(3).slice(0, 5)).uncertaintyScale).toBe(2);
  });
});

describe("independentRetailers", () => {
  it("counts retailers on disjoint cells once each, and retailers sharing every cell as one", () => {
    expect(independentRetailers(cells(6))).toBeCloseTo(6, 10);
    expect(independentRetailers(sharedCells(3))).toBeCloseTo(1, 10);
    // Two groups of three, as the round and the fancy retailers of the shipped fit.
    const twoGroups = [
      ...sharedCells(3),
      ...sharedCells(3).map((c) => ({ ...c, retailer: `F${c.retailer}`, cell: `F${c.cell}` })),
    ];
    expect(independentRetailers(twoGroups)).toBeCloseTo(2, 10);
  });

  it("lies between one retailer's worth and the retailers held out; a retailer held out on another's cells adds less than one on cells of its own", () => {
    const arbitraryCells = fc.array(
      fc.record({
        retailer: fc.constantFrom("A", "B", "C", "D"),
        cell: fc.constantFrom("c1", "c2", "c3", "c4", "c5", "c6"),
      }),
      {
        minLength: 1,
        maxLength: 40,
      },
    );
    fc.assert(
      fc.property(arbitraryCells, (held) => {
        const retailers = new Set(held.map((c) => c.retailer)).size;
        const independent = independentRetailers(held);
        expect(independent).toBeGreaterThanOrEqual(1 - 1e-9);
        expect(independent).toBeLessThanOrEqual(retailers + 1e-9);
        const first = held.filter((c) => c.retailer === held[0]!.retailer);
        const onOwnCells = [...held, ...first.map((c) => ({ retailer: "E", cell: `E${c.cell}` }))];
        const onTheSameCells = [...held, ...first.map((c) => ({ ...c, retailer: "E" }))];
        expect(independentRetailers(onOwnCells)).toBeCloseTo(independent + 1, 9);
        expect(independentRetailers(onTheSameCells)).toBeLessThan(independent + 1);
      }),
      { numRuns: 200 },
    );
  });
});

describe("confidenceScaleFrom: properties", () => {
  it("states on average what happened when pulled by nothing, and sharing cells only moves the scale toward 1", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.05, max: 0.6, noNaN: true }),
        fc.double({ min: 0.05, max: 0.5, noNaN: true }),
        (hitRate, uncertainty) => {
          const judged = (shared: boolean) =>
            (shared ? sharedCells(3) : cells(3)).map((c, i, all) => ({
              ...c,
              logError: i < Math.round(hitRate * all.length) ? 0 : 0.5,
              logUncertainty: uncertainty,
            }));
          const disjoint = Math.log(confidenceScaleFrom(judged(false)).uncertaintyScale);
          const shared = Math.log(confidenceScaleFrom(judged(true)).uncertaintyScale);
          // Same rate, same uncertainty: one unpulled scale, taken a half (3 of 3 + 3) or a quarter
          // (1 of 1 + 3) of the way in log.
          expect(Math.sign(shared)).toBe(Math.sign(disjoint));
          expect(Math.abs(shared)).toBeLessThanOrEqual(Math.abs(disjoint) + 1e-9);
          const unpulled = Math.exp(disjoint * 2);
          expect(confidenceFromUncertainty(uncertainty, unpulled)).toBeCloseTo(
            Math.round(hitRate * 60) / 60,
            2,
          );
        },
      ),
      { numRuns: 30 },
    );
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
