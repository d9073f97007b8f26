import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Shape } from "../grades";
import { spreadExample } from "@faircarat/contracts/stone-knowledge";
import { culetSizes, girdleTerms } from "@faircarat/contracts/girdle-and-culet";
import type { FaceUpSizes } from "./face-up-sizes";
import { checkCut, faceUpCarat, preferredRatio } from "./cut-spread";

const distance = (r: number, [low, high]: readonly [number, number]) =>
  r < low ? low - r : r > high ? r - high : 0;

const shapes: Shape[] = [
  "round",
  "oval",
  "cushion",
  "princess",
  "emerald",
  "pear",
  "marquise",
  "radiant",
  "asscher",
  "heart",
];
const shape = fc.constantFrom(...shapes);
const carat = fc.double({ min: 0.2, max: 8, noNaN: true });
const depth = fc.double({ min: 45, max: 85, noNaN: true });

/**
 * The outline a stone of this weight and depth has (carat = factor x L x W x depth mm), at a given
 * length to width.
 */
function outlineOf(weight: number, depthPct: number, ratio: number, factor = 0.0061) {
  const width = Math.cbrt(weight / (factor * ratio * (depthPct / 100)));
  return { lengthMm: width * ratio, widthMm: width, depthPct };
}

describe("cut and spread check: properties", () => {
  it("a deeper stone never gets a larger spread at equal weight (from its depth)", () => {
    fc.assert(
      fc.property(shape, carat, depth, depth, (s, weight, a, b) => {
        const [shallow, deep] = a <= b ? [a, b] : [b, a];
        expect(faceUpCarat(weight, s, { depthPct: deep })!).toBeLessThanOrEqual(
          faceUpCarat(weight, s, { depthPct: shallow })! + 1e-12,
        );
      }),
    );
  });

  it("a deeper stone never gets a larger spread at equal weight (from its measurements)", () => {
    fc.assert(
      fc.property(
        shape,
        carat,
        depth,
        depth,
        fc.double({ min: 1, max: 2.2, noNaN: true }),
        (s, weight, a, b, ratio) => {
          const [shallow, deep] = a <= b ? [a, b] : [b, a];
          expect(faceUpCarat(weight, s, outlineOf(weight, deep, ratio))!).toBeLessThanOrEqual(
            faceUpCarat(weight, s, outlineOf(weight, shallow, ratio))! * (1 + 1e-9),
          );
        },
      ),
    );
  });

  it("a length to width further from the shape's preferred range never scores higher", () => {
    const fancy = fc.constantFrom<Shape>(
      "oval",
      "pear",
      "marquise",
      "emerald",
      "radiant",
      "cushion",
      "heart",
      "princess",
      "asscher",
    );
    const ratio = fc.double({ min: 1, max: 2.6, noNaN: true });
    fc.assert(
      fc.property(fancy, carat, ratio, ratio, depth, (s, weight, a, b, depthPct) => {
        const band = preferredRatio(s);
        const [near, far] = distance(a, band) <= distance(b, band) ? [a, b] : [b, a];
        const scoreAt = (r: number) =>
          checkCut(weight, s, { depthPct, lengthMm: 8 * r, widthMm: 8 }).score!;
        expect(scoreAt(far)).toBeLessThanOrEqual(scoreAt(near) + 1e-9);
      }),
    );
  });
});

describe("cut and spread check: findings", () => {
  it("says a deep round faces up smaller, in plain words", () => {
    const check = checkCut(1, "round", { depthPct: 65.8, tablePct: 57 });
    expect(check.findings).toContain(
      "Depth 65.8%: deep for a round (usual 59-62.9%), so it faces up smaller than its weight.",
    );
    expect(check.findings).toContain(
      "Faces up like a 0.93 ct round of typical depth (this one weighs 1 ct).",
    );
    expect(check.score!).toBeLessThan(10);
  });

  it("says an oval at 1.05 looks nearly round, and scores an oval in its range higher", () => {
    const squat = checkCut(1.2, "oval", { lengthMm: 7.1, widthMm: 6.76, depthPct: 61 });
    expect(squat.findings.join(" ")).toContain(
      "Length to width 1.05: short for an oval (preferred 1.3-1.5); it will look nearly round.",
    );
    expect(
      checkCut(1.2, "oval", { lengthMm: 8.5, widthMm: 6.1, depthPct: 61 }).score!,
    ).toBeGreaterThan(squat.score!);
  });

  it("scores nothing when no proportion is known", () => {
    expect(checkCut(1, "round", {})).toEqual({
      score: null,
      findings: [],
      faceUpCarat: null,
      lengthToWidth: null,
    });
  });
});

describe("the guide's and the chat's spread example", () => {
  it("is the check's own figure", () => {
    const { carat, shape, depthPct, facesUpLike } = spreadExample;
    expect(faceUpCarat(carat, shape, { depthPct })!.toFixed(2)).toBe(facesUpLike.toFixed(2));
  });
});

describe("girdle and culet", () => {
  const girdle = fc.constantFrom(...girdleTerms);
  const culet = fc.constantFrom(...culetSizes);
  const round = { depthPct: 61.5, tablePct: 57, crownAngle: 34.5, pavilionAngle: 40.8 };

  it("a thicker girdle never scores higher, all else equal (thickest end moved, thinnest end kept)", () => {
    fc.assert(
      fc.property(shape, girdle, girdle, girdle, (s, from, a, b) => {
        const rank = (term: string) => girdleTerms.indexOf(term as never);
        const [thinner, thicker] = rank(a) <= rank(b) ? [a, b] : [b, a];
        if (rank(from) > rank(thinner)) return;
        const scoreWith = (to: string) =>
          checkCut(1, s, { ...round, girdle: `${from} to ${to}` }).score!;
        expect(scoreWith(thicker)).toBeLessThanOrEqual(scoreWith(thinner) + 1e-9);
      }),
    );
  });

  it("below Thin, a thinner girdle never scores higher", () => {
    fc.assert(
      fc.property(girdle, girdle, (a, b) => {
        const rank = (term: string) => girdleTerms.indexOf(term as never);
        const [thinner, thicker] = rank(a) <= rank(b) ? [a, b] : [b, a];
        if (rank(thicker) > rank("Thin")) return;
        const scoreWith = (from: string) =>
          checkCut(1, "round", { ...round, girdle: `${from} to Medium` }).score!;
        expect(scoreWith(thinner)).toBeLessThanOrEqual(scoreWith(thicker) + 1e-9);
      }),
    );
  });

  it("a larger culet never scores higher, all else equal", () => {
    fc.assert(
      fc.property(shape, culet, culet, (s, a, b) => {
        const [smaller, larger] = culetSizes.indexOf(a) <= culetSizes.indexOf(b) ? [a, b] : [b, a];
        const scoreWith = (size: string) => checkCut(1, s, { ...round, culet: size }).score!;
        expect(scoreWith(larger)).toBeLessThanOrEqual(scoreWith(smaller) + 1e-9);
      }),
    );
  });

  it("scores a top-cut girdle and culet as without them, and limits a very thick girdle and a large culet", () => {
    const without = checkCut(1, "round", round);
    expect(
      checkCut(1, "round", { ...round, girdle: "Medium to Slightly Thick", culet: "None" }).score,
    ).toBe(without.score);
    expect(
      checkCut(1, "round", { ...round, girdle: "Medium to Extremely Thick" }).score!,
    ).toBeLessThanOrEqual(without.score! - 3);
    expect(checkCut(1, "round", { ...round, culet: "Large" }).score!).toBeLessThanOrEqual(
      without.score! - 2,
    );
  });

  it("says what a girdle or culet outside a top cut's limits means, in plain words", () => {
    const { findings } = checkCut(1, "round", {
      ...round,
      girdle: "Extremely Thick",
      culet: "Large",
    });
    expect(findings).toContain(
      "Girdle Extremely Thick: weight hidden in the girdle; faces up smaller.",
    );
    expect(findings).toContain("Culet Large: visible as a dark dot face-up.");
    expect(
      checkCut(1, "round", { ...round, girdle: "STK to THK, Faceted", culet: "Pointed" }).findings,
    ).toEqual(
      expect.arrayContaining([
        "Girdle Slightly Thick to Thick: a little thicker than top cut grades allow; a little weight is hidden in the girdle.",
        "Culet None: not visible face-up.",
      ]),
    );
    expect(checkCut(1, "round", { ...round, girdle: "Extremely Thin to Thin" }).findings).toContain(
      "Girdle Extremely Thin to Thin: the edge is thin enough to chip; a setting that covers the girdle protects it.",
    );
  });

  it("says a fancy shape's girdle in words without scoring it", () => {
    const oval = { depthPct: 61, tablePct: 58, lengthMm: 9.12, widthMm: 6.55 };
    const check = checkCut(1.51, "oval", { ...oval, girdle: "Thin to Very Thick" });
    expect(check.score).toBe(checkCut(1.51, "oval", oval).score);
    expect(check.findings).toContain(
      "Girdle Thin to Very Thick: thicker than a fancy shape's points need; weight hidden in the girdle; faces up smaller (not scored on an oval).",
    );
  });

  it("leaves out a girdle or culet that names no term", () => {
    expect(checkCut(1, "round", { ...round, girdle: "3.5%", culet: "Long" })).toEqual(
      checkCut(1, "round", round),
    );
  });
});

describe("existing scores", () => {
  // Computed with the check as it was before girdle, culet and the market's face-up sizes (main at
  // d58f0d4).
  const before: [number, Shape, Parameters<typeof checkCut>[2], number, number][] = [
    [1, "round", { depthPct: 65.8, tablePct: 57 }, 8.3, 0.93],
    [
      1.02,
      "round",
      {
        depthPct: 62.1,
        tablePct: 57,
        lengthMm: 6.43,
        widthMm: 6.48,
        crownAngle: 36.2,
        pavilionAngle: 41.6,
      },
      8.2,
      1.01,
    ],
    [1.51, "oval", { depthPct: 61.4, tablePct: 58, lengthMm: 9.12, widthMm: 6.55 }, 10, 1.48],
    [1.2, "oval", { lengthMm: 7.1, widthMm: 6.76, depthPct: 61 }, 7, 1.23],
    [2.52, "asscher", { depthPct: 64, tablePct: 63, lengthMm: 7.58, widthMm: 7.56 }, 10, 2.29],
    [0.9, "pear", { depthPct: 66, tablePct: 66, lengthMm: 8, widthMm: 5 }, 7.6, 0.72],
  ];

  it("are unchanged for stones without girdle or culet (and, without a market line, so is the spread)", () => {
    for (const [carat, s, p, score, faceUp] of before) {
      expect(checkCut(carat, s, p)).toMatchObject({ score, faceUpCarat: faceUp });
      expect(checkCut(carat, s, { ...p, girdle: null, culet: null }).score).toBe(score);
      expect(checkCut(carat, s, p, marketSizes).score).toBe(score);
    }
  });
});

/**
 * A market line per shape: outline area 41 mm^2 at 1 ct, carat^0.66 (close to the feeds' rounds).
 */
const marketSizes: FaceUpSizes = {
  byShape: Object.fromEntries(
    shapes.map((s) => [
      s,
      {
        listings: 292,
        logArea1ct: Math.log(41),
        slope: 0.66,
        caratMin: 0.3,
        caratMax: 2.5,
        spread: 0.02,
      },
    ]),
  ),
};

describe("spread against the market's typical sizes", () => {
  it("says which weight listed stones of the shape typically have this outline at", () => {
    const diameter = Math.sqrt(41 * 1.08 ** 0.66);
    const check = checkCut(
      1,
      "round",
      { depthPct: 60, lengthMm: diameter, widthMm: diameter },
      marketSizes,
    );
    expect(check.faceUpCarat).toBe(1.08);
    expect(check.findings).toContain(
      "Faces up like a 1.08 ct round: its length and width are typical of listed rounds of that weight (this one weighs 1 ct; from 292 listed rounds with measurements).",
    );
  });

  it("a deeper stone never gets a larger spread at equal weight (from its measurements, against the market)", () => {
    fc.assert(
      fc.property(
        shape,
        carat,
        depth,
        depth,
        fc.double({ min: 1, max: 2.2, noNaN: true }),
        (s, weight, a, b, ratio) => {
          const [shallow, deep] = a <= b ? [a, b] : [b, a];
          expect(
            faceUpCarat(weight, s, outlineOf(weight, deep, ratio), marketSizes)!,
          ).toBeLessThanOrEqual(
            faceUpCarat(weight, s, outlineOf(weight, shallow, ratio), marketSizes)! * (1 + 1e-9),
          );
        },
      ),
    );
  });

  it("keeps the formulas for a shape the market has no line for (a model fitted before them has none at all)", () => {
    const p = { lengthMm: 9.12, widthMm: 6.55 };
    expect(faceUpCarat(1.51, "oval", p, { byShape: {} })).toBe(faceUpCarat(1.51, "oval", p));
    expect(faceUpCarat(1.51, "oval", p, undefined)).toBeCloseTo(1.48, 2);
  });
});
