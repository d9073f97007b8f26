import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Shape } from "../grades";
import { spreadExample } from "@faircarat/contracts/stone-knowledge";
import { checkCut, faceUpCarat, preferredRatio } from "./cut-spread";

const distance = (r: number, [low, high]: readonly [number, number]) => (r < low ? low - r : r > high ? r - high : 0);

const shapes: Shape[] = ["round", "oval", "cushion", "princess", "emerald", "pear", "marquise", "radiant", "asscher", "heart"];
const shape = fc.constantFrom(...shapes);
const carat = fc.double({ min: 0.2, max: 8, noNaN: true });
const depth = fc.double({ min: 45, max: 85, noNaN: true });

/** The outline a stone of this weight and depth has (carat = factor x L x W x depth mm), at a given length to width. */
function outlineOf(weight: number, depthPct: number, ratio: number, factor = 0.0061) {
  const width = Math.cbrt(weight / (factor * ratio * (depthPct / 100)));
  return { lengthMm: width * ratio, widthMm: width, depthPct };
}

describe("cut and spread check: properties", () => {
  it("a deeper stone never gets a larger spread at equal weight (from its depth)", () => {
    fc.assert(
      fc.property(shape, carat, depth, depth, (s, weight, a, b) => {
        const [shallow, deep] = a <= b ? [a, b] : [b, a];
        expect(faceUpCarat(weight, s, { depthPct: deep })!).toBeLessThanOrEqual(faceUpCarat(weight, s, { depthPct: shallow })! + 1e-12);
      }),
    );
  });

  it("a deeper stone never gets a larger spread at equal weight (from its measurements)", () => {
    fc.assert(
      fc.property(shape, carat, depth, depth, fc.double({ min: 1, max: 2.2, noNaN: true }), (s, weight, a, b, ratio) => {
        const [shallow, deep] = a <= b ? [a, b] : [b, a];
        expect(faceUpCarat(weight, s, outlineOf(weight, deep, ratio))!).toBeLessThanOrEqual(faceUpCarat(weight, s, outlineOf(weight, shallow, ratio))! * (1 + 1e-9));
      }),
    );
  });

  it("a length to width further from the shape's preferred range never scores higher", () => {
    const fancy = fc.constantFrom<Shape>("oval", "pear", "marquise", "emerald", "radiant", "cushion", "heart", "princess", "asscher");
    const ratio = fc.double({ min: 1, max: 2.6, noNaN: true });
    fc.assert(
      fc.property(fancy, carat, ratio, ratio, depth, (s, weight, a, b, depthPct) => {
        const band = preferredRatio(s);
        const [near, far] = distance(a, band) <= distance(b, band) ? [a, b] : [b, a];
        const scoreAt = (r: number) => checkCut(weight, s, { depthPct, lengthMm: 8 * r, widthMm: 8 }).score!;
        expect(scoreAt(far)).toBeLessThanOrEqual(scoreAt(near) + 1e-9);
      }),
    );
  });
});

describe("cut and spread check: findings", () => {
  it("says a deep round faces up smaller, in plain words", () => {
    const check = checkCut(1, "round", { depthPct: 65.8, tablePct: 57 });
    expect(check.findings).toContain("Depth 65.8%: deep for a round (usual 59-62.9%), so it faces up smaller than its weight.");
    expect(check.findings).toContain("Faces up like a 0.93 ct round of typical depth (this one weighs 1 ct).");
    expect(check.score!).toBeLessThan(10);
  });

  it("says an oval at 1.05 looks nearly round, and scores an oval in its range higher", () => {
    const squat = checkCut(1.2, "oval", { lengthMm: 7.1, widthMm: 6.76, depthPct: 61 });
    expect(squat.findings.join(" ")).toContain("Length to width 1.05: short for an oval (preferred 1.3-1.5); it will look nearly round.");
    expect(checkCut(1.2, "oval", { lengthMm: 8.5, widthMm: 6.1, depthPct: 61 }).score!).toBeGreaterThan(squat.score!);
  });

  it("scores nothing when no proportion is known", () => {
    expect(checkCut(1, "round", {})).toEqual({ score: null, findings: [], faceUpCarat: null, lengthToWidth: null });
  });
});

describe("the guide's and the chat's spread example", () => {
  it("is the check's own figure", () => {
    const { carat, shape, depthPct, facesUpLike } = spreadExample;
    expect(faceUpCarat(carat, shape, { depthPct })!.toFixed(2)).toBe(facesUpLike.toFixed(2));
  });
});
