import { describe, expect, it } from "vitest";
import { syntheticListings } from "../testing/synthetic-market";
import {
  caratOfArea,
  fitFaceUpLine,
  fitFaceUpSizes,
  MIN_FACE_UP_LISTINGS,
  typicalArea,
} from "./face-up-sizes";

/**
 * Rounds whose outline area is 40 mm^2 x carat^0.66, each off by up to 2%, with a few mis-typed
 * outlines.
 */
function measuredRounds(n: number) {
  return syntheticListings({ perRetailer: Math.ceil(n / 4) })
    .slice(0, n)
    .map((l, i) => {
      const area = 40 * l.carat ** 0.66 * (1 + ((i % 7) - 3) * 0.007);
      const diameter = Math.sqrt(area);
      return i % 50 === 0
        ? { ...l, lengthMm: diameter * 3, widthMm: diameter }
        : { ...l, lengthMm: diameter, widthMm: diameter };
    });
}

describe("fitFaceUpSizes", () => {
  it("fits the typical outline area per weight of each shape from the listed measurements, past mis-typed ones", () => {
    const rounds = measuredRounds(400);
    const { byShape } = fitFaceUpSizes(rounds);
    const line = byShape.round!;
    expect(line.listings).toBe(400);
    expect(line.slope).toBeCloseTo(0.66, 2);
    expect(typicalArea({ byShape }, "round", 1)!).toBeCloseTo(40, 0);
    expect(typicalArea({ byShape }, "round", 2)!).toBeCloseTo(40 * 2 ** 0.66, 0);
    expect(caratOfArea({ byShape }, "round", 40 * 1.5 ** 0.66)!).toBeCloseTo(1.5, 2);
  });

  it("keeps no line for a shape with too few measured listings, nor for listings without measurements", () => {
    const few = measuredRounds(MIN_FACE_UP_LISTINGS - 1);
    expect(fitFaceUpSizes(few).byShape).toEqual({});
    expect(fitFaceUpSizes(syntheticListings({ perRetailer: 100 })).byShape).toEqual({});
    expect(caratOfArea(undefined, "round", 40)).toBeNull();
  });

  it("fixes the slope at similar stones' 2/3 where the listed weights span too little to fit it", () => {
    const carats = Array.from({ length: 60 }, (_, i) => Math.log(1.5 + (i % 10) * 0.04));
    const line = fitFaceUpLine(
      carats,
      carats.map((x) => Math.log(60) + 0.2 * x),
    );
    expect(line.slope).toBeCloseTo(2 / 3, 9);
  });

  it("holds a fitted slope to 0.5-0.85, so a heavier listed stone never has a smaller typical outline", () => {
    const carats = Array.from({ length: 60 }, (_, i) => Math.log(0.5 + i * 0.05));
    expect(
      fitFaceUpLine(
        carats,
        carats.map((x) => 3 - 0.4 * x),
      ).slope,
    ).toBe(0.5);
    expect(
      fitFaceUpLine(
        carats,
        carats.map((x) => 3 + 2 * x),
      ).slope,
    ).toBe(0.85);
  });
});
