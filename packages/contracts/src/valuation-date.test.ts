import { describe, expect, it } from "vitest";
import { chosenValuationDate, isCalendarDay, valuationDateRefusal } from "./valuation-date";

describe("the valuation date", () => {
  it("is a real calendar day written yyyy-mm-dd", () => {
    for (const day of ["2024-02-29", "2021-02-01", "2026-12-31"])
      expect(isCalendarDay(day)).toBe(true);
    for (const day of [
      "2023-02-29",
      "2024-13-01",
      "2024-3-15",
      "15/03/2024",
      "2024-03-15T00:00",
      "",
    ])
      expect(isCalendarDay(day)).toBe(false);
  });

  it("is refused naming the days that can be valued", () => {
    expect(
      valuationDateRefusal(
        "2020-06-01",
        { kind: "before-data", earliest: "2021-02-01" },
        "2021-02-01",
      ),
    ).toBe(
      "The valuation date Jun 1, 2020 is before our market data begin (Feb 1, 2021): we can value a diamond for any day from Feb 1, 2021 to today.",
    );
    expect(
      valuationDateRefusal(
        "2026-12-07",
        { kind: "after-today", today: "2026-12-06" },
        "2021-02-01",
        "purchase date",
      ),
    ).toBe(
      "The purchase date Dec 7, 2026 is after today (Dec 6, 2026): we can value a diamond for any day from Feb 1, 2021 to today.",
    );
  });

  it("is named beside a report's date only when chosen: before the analysis day, on an analysis that has a data date", () => {
    const at = "2026-12-06T15:00:00.000Z";
    expect(chosenValuationDate({ valuationDate: "2024-03-15", dataDate: "2026-07-25" }, at)).toBe(
      "2024-03-15",
    );
    expect(
      chosenValuationDate({ valuationDate: "2026-12-06", dataDate: "2026-07-25" }, at),
    ).toBeNull();
    // Before pricing v2 the valuation date was the data's date, never a chosen day.
    expect(chosenValuationDate({ valuationDate: "2026-04-23" }, at)).toBeNull();
  });
});
