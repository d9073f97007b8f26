import { describe, expect, it } from "vitest";
import { valuationDateProblem } from "./valuation-date";

describe("valuationDateProblem", () => {
  const index = { knots: ["2021-02-10", "2026-04-23"] };
  it("accepts the data's first day, today and any day between", () => {
    for (const day of ["2021-02-10", "2024-06-01", "2026-12-06"])
      expect(valuationDateProblem(index, day, "2026-12-06")).toBeNull();
  });
  it("refuses a day before the data begin, and a day after today, saying which", () => {
    expect(valuationDateProblem(index, "2021-02-09", "2026-12-06")).toEqual({
      kind: "before-data",
      earliest: "2021-02-10",
    });
    expect(valuationDateProblem(index, "2026-12-07", "2026-12-06")).toEqual({
      kind: "after-today",
      today: "2026-12-06",
    });
  });
});
