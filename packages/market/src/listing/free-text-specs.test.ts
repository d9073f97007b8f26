import { describe, expect, it } from "vitest";
import { specsFromText } from "./free-text-specs";

describe("specsFromText: shapes", () => {
  it.each([
    ["1.01 Carat G-VS1 Ideal Cut Round Lab-Grown Diamond", "round"],
    ["1.01 Carat G-VS1 Octagon Lab-Grown Diamond", "octagon"],
    ["Octagonal Step Cut Diamond", "octagon"],
    ["0.80 ct Trilliant Cut Lab Diamond", "trillion"],
    ["Trillion Diamond, 0.5 ct", "trillion"],
    ["Triangular Modified Brilliant Diamond", "trillion"],
    ["0.5 ct Old Mine Cut Lab Diamond", "old-mine"],
    ["Old-Mine Brilliant Diamond", "old-mine"],
    ["Old European Cut Diamond", "old-european"],
    ["Old Euro Cut Diamond", "old-european"],
    ["Rose-Cut diamond", "rose"],
    ["Tapered Baguette Diamond", "baguette"],
    ["Half Moon Lab Diamond 0.3 ct", "half-moon"],
    ["Half-Moon Step Cut Diamond", "half-moon"],
    ["Kite Shaped Diamond", "kite"],
    ["Shield Cut Lab Grown Diamond", "shield"],
    ["Hexagonal Step Cut Lab Grown Diamond", "hexagon"],
    ["Cushion Modified Brilliant Cut Diamond", "cushion"],
  ])("reads %j as %s", (text, shape) => {
    expect(specsFromText(text).shape).toBe(shape);
  });

  it("does not read a shape word that is not about the stone", () => {
    expect(specsFromText("1.2 ct E VS1 set in rose gold with a kite tail").shape).toBeUndefined();
  });

  it("reads the other specs next to a new shape", () => {
    expect(specsFromText("1.01 Carat G-VS1 Octagon Lab-Grown Diamond")).toEqual({
      shape: "octagon",
      carat: 1.01,
      color: "G",
      clarity: "VS1",
    });
  });

  it("stays fast on long runs of spaces and hyphens", () => {
    const hostile = `${"old ".repeat(400)}${"- ".repeat(400)}mine`;
    const started = performance.now();
    specsFromText(hostile);
    expect(performance.now() - started).toBeLessThan(100);
  });
});
