import { shapes } from "@faircarat/contracts";
import { describe, expect, it } from "vitest";
import { normaliseShape } from "./shape";

describe("normaliseShape", () => {
  it.each(shapes.map((shape) => [shape]))("accepts the contract's own %s in any case", (shape) => {
    expect(normaliseShape(shape.toUpperCase())).toEqual({ ok: true, value: shape });
  });

  it.each([
    ["RB", "round"],
    ["Round Brilliant", "round"],
    ["OV", "oval"],
    ["Cushion Modified Brilliant", "cushion"],
    ["PS", "pear"],
    ["Square Emerald", "asscher"],
    ["MQ", "marquise"],
    ["heart-shaped", "heart"],
    ["Octagonal", "octagon"],
    ["Trilliant", "trillion"],
    ["Old Mine Cut", "old-mine"],
    ["Half Moon", "half-moon"],
    // Written as one word, as "halfmoon" and "rosecut" already were.
    ["OldMine", "old-mine"],
    ["oldeuropean", "old-european"],
  ])("maps %s to %s", (raw, shape) => {
    expect(normaliseShape(raw)).toEqual({ ok: true, value: shape });
  });

  it("rejects blank and unknown shapes with a reason", () => {
    expect(normaliseShape(" ")).toEqual({ ok: false, reason: "missing_shape" });
    expect(normaliseShape("Star")).toEqual({ ok: false, reason: "unknown_shape:Star" });
  });
});
