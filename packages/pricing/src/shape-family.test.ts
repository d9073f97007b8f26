import { describe, expect, it } from "vitest";
import { shapes } from "./grades";
import { pricedShape, shapeFamily } from "./shape-family";

describe("shape families", () => {
  it("puts every shape in a family and prices a known shape as itself", () => {
    for (const shape of shapes) {
      expect(shapeFamily(shape)).toBeTruthy();
      expect(pricedShape(shape, () => true)).toBe(shape);
    }
  });

  it("prices a shape the data lack as its nearest known cut, and round when none is known", () => {
    expect(pricedShape("octagon", (s) => s === "emerald" || s === "round")).toBe("emerald");
    expect(pricedShape("octagon", (s) => s === "asscher" || s === "round")).toBe("asscher");
    expect(pricedShape("trillion", (s) => s === "round")).toBe("round");
    expect(pricedShape("old-mine", (s) => s === "cushion")).toBe("cushion");
  });
});
