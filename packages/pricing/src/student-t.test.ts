import { describe, expect, it } from "vitest";
import { normal90th, studentTQuantile } from "./student-t";

describe("studentTQuantile", () => {
  // t tables, 90th percentile.
  it.each([
    [3, 1.6377],
    [5, 1.4759],
    [6, 1.4398],
    [10, 1.3722],
    [30, 1.3104],
  ])("reads the table's 90th percentile at %i degrees of freedom", (df, table) => {
    expect(studentTQuantile(normal90th, df)).toBeCloseTo(table, 3);
  });

  it("is within 2% of the table at one and two degrees of freedom", () => {
    expect(studentTQuantile(normal90th, 1) / 3.0777).toBeGreaterThan(0.97);
    expect(studentTQuantile(normal90th, 2) / 1.8856).toBeGreaterThan(0.99);
  });

  it("tends to the normal as the degrees of freedom grow", () => {
    expect(studentTQuantile(normal90th, 1e6)).toBeCloseTo(normal90th, 5);
  });
});
