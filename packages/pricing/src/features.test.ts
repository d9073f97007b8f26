import { describe, expect, it } from "vitest";
import {
  defaultLayout,
  encodeSpecs,
  featureNames,
  requiredSign,
  retailerSpecificCount,
} from "./features";
import type { DiamondSpecs } from "./types";

const specs: DiamondSpecs = {
  shape: "oval",
  carat: 1.2,
  color: "G",
  clarity: "VS2",
  cut: "Very Good",
  polish: "Excellent",
  symmetry: "Excellent",
  fluorescence: "None",
  certificateLab: "GIA",
};
const named = (s: DiamondSpecs) => {
  const names = featureNames(defaultLayout);
  const row = encodeSpecs(s, defaultLayout);
  return Object.fromEntries(row.index.map((i, k) => [names[i]!, row.value[k]!]));
};

describe("features", () => {
  it("encodes grades as cumulative steps", () => {
    const row = named(specs);
    expect(row["color>=E"]).toBe(1);
    expect(row["color>=G"]).toBe(1);
    expect(row["color>=H"]).toBeUndefined();
    expect(row["clarity>=VS2"]).toBe(1);
    expect(row["cut>=Very Good"]).toBe(1);
    expect(row.labGIA).toBe(1);
    expect(row.shapeoval).toBe(1);
    expect(row["caratAtLeast1"]).toBe(1);
    expect(row["caratAtLeast1.5"]).toBeUndefined();
  });

  it("never writes past the named columns", () => {
    const worst: DiamondSpecs = {
      ...specs,
      shape: "heart",
      color: "N",
      clarity: "I3",
      cut: "Poor",
      polish: "Poor",
      symmetry: "Poor",
      fluorescence: "Very Strong",
      certificateLab: "Other",
      carat: 9,
    };
    expect(Math.max(...encodeSpecs(worst, defaultLayout).index)).toBeLessThan(
      featureNames(defaultLayout).length,
    );
  });

  it("lets retailers bend only the carat curve, magic sizes, color, clarity and cut; shapes stay shared", () => {
    const names = featureNames(defaultLayout).slice(0, retailerSpecificCount(defaultLayout));
    expect(
      names.every((n) => /^(logCarat|caratSpline|caratAtLeast|color|clarity|cut)/.test(n)),
    ).toBe(true);
    expect(names).toContain("cut>=Poor");
    expect(featureNames(defaultLayout)).toContain("shapehexagon");
  });

  it("constrains grade steps down and magic sizes up", () => {
    expect(requiredSign("color>=H")).toBe(-1);
    expect(requiredSign("caratAtLeast1")).toBe(1);
    expect(requiredSign("logCarat")).toBe(0);
  });
});
