import { describe, expect, it } from "vitest";
import {
  encodeTime,
  logLevelAt,
  projectToValuationDate,
  recentMonthlyChange,
  timeIndexFrom,
  timeKnots,
} from "./time-index";

describe("time index", () => {
  it("groups snapshot dates within four months into one knot, the last one being the data date", () => {
    expect(
      timeKnots(["2026-04-23", "2021-02-01", "2026-02-24", "2024-02-21", "2026-03-19"]),
    ).toEqual(["2021-02-01", "2024-02-21", "2026-04-23"]);
  });

  it("is 0 at the data date and follows the line and bends before it", () => {
    const knots = ["2022-01-01", "2024-01-01", "2026-01-01"];
    const index = timeIndexFrom(knots, [0.3, 0, 0.1]);
    expect(logLevelAt(index, "2026-01-01", 1)).toBe(0);
    expect(logLevelAt(index, "2024-01-01", 1)).toBeCloseTo(0.3 * (731 / 365.25) + 0.1, 6);
    expect(logLevelAt(index, "2021-01-01", 1)).toBeCloseTo(logLevelAt(index, "2022-01-01", 1), 9);
    expect(encodeTime(knots, "2026-06-01", 2).value.slice(0, 2)).toEqual([0, 0]);
  });

  it("reads the recent monthly change and carries it only as far as allowed", () => {
    const index = timeIndexFrom(["2024-04-23", "2026-04-23"], [0.24, 0]);
    const monthly = recentMonthlyChange(index, 1)!;
    expect(monthly).toBeCloseTo(Math.exp(-0.02) - 1, 3);
    expect(projectToValuationDate(index, "2026-10-23", 1)).toMatchObject({
      monthsProjected: 0,
      logShift: 0,
    });
    const allowed = projectToValuationDate({ ...index, projectionMonths: 3 }, "2026-10-23", 1);
    expect(allowed.monthsProjected).toBe(3);
    expect(allowed.logShift).toBeCloseTo(3 * Math.log1p(monthly), 9);
    expect(allowed.extraLogSpread).toBeGreaterThan(
      projectToValuationDate(index, "2026-04-23", 1).extraLogSpread,
    );
    // A day before the data is that day's market: prices fell 0.24 in log a year.
    const earlier = projectToValuationDate({ ...index, projectionMonths: 3 }, "2025-04-23", 1);
    expect(earlier).toMatchObject({ monthsPastData: 0, monthsProjected: 0, extraLogSpread: 0 });
    expect(earlier.logShift).toBeCloseTo(0.24, 2);
  });
});
