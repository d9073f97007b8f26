import { describe, expect, it } from "vitest";
import {
  consecutiveMonthRuns,
  labelSpot,
  monthIndex,
  niceTicks,
  trendRuns,
  trendScale,
} from "./trend-chart";

const point = (month: string, medianPricePerCarat: number) => ({
  month,
  medianPricePerCarat,
  observations: 1,
});

describe("trend chart scales", () => {
  it("counts the months between two months", () => {
    expect(monthIndex("2026-01") - monthIndex("2025-11")).toBe(2);
  });

  it("picks round ticks that cover the prices", () => {
    expect(niceTicks(1234, 1987)).toEqual([1200, 1400, 1600, 1800, 2000]);
    expect(niceTicks(80, 2950)).toEqual([0, 1000, 2000, 3000]);
    const flat = niceTicks(1500, 1500);
    expect(flat[0]).toBeLessThan(1500);
    expect(flat.at(-1)).toBeGreaterThan(1500);
  });

  it("places points by their date, in the plot, and labels months that do not overlap, the newest always", () => {
    const series = [
      point("2021-02", 1800),
      point("2024-02", 1300),
      point("2026-02", 900),
      point("2026-03", 880),
      point("2026-04", 850),
    ];
    const scale = trendScale(series, 600, 200, 60);
    expect(scale.x("2021-02")).toBe(0);
    expect(scale.x("2026-04")).toBe(600);
    expect(scale.x("2024-02")).toBeCloseTo((36 / 62) * 600);
    for (const p of series) {
      expect(scale.y(p.medianPricePerCarat)).toBeGreaterThanOrEqual(0);
      expect(scale.y(p.medianPricePerCarat)).toBeLessThanOrEqual(200);
    }
    expect(scale.labelled.map((p) => p.month)).toEqual(["2021-02", "2024-02", "2026-04"]);
    expect(trendScale([point("2026-04", 900)], 600, 200, 60).x("2026-04")).toBe(300);
  });

  it("draws months near each other as one solid line and dashes across the snapshots' gaps", () => {
    const months = (...list: string[]) => list.map((month) => ({ month }));
    expect(trendRuns(months("2021-02", "2024-02", "2026-02", "2026-03", "2026-04"))).toEqual([
      { indices: [0, 1], dashed: true },
      { indices: [1, 2], dashed: true },
      { indices: [2, 3, 4], dashed: false },
    ]);
    // Up to three months apart is still a line; the fourth month without data breaks it.
    expect(trendRuns(months("2025-01", "2025-04", "2025-09", "2025-10"))).toEqual([
      { indices: [0, 1], dashed: false },
      { indices: [1, 2], dashed: true },
      { indices: [2, 3], dashed: false },
    ]);
    expect(trendRuns(months("2026-04"))).toEqual([]);
  });
});

describe("labelSpot", () => {
  const area = { left: 0, right: 300, top: 0, bottom: 200 };
  it("puts a label above a peak, below a valley, and beside a steep fall, never over the line or out of the area", () => {
    const peak = [
      { x: 0, y: 150 },
      { x: 150, y: 50 },
      { x: 300, y: 150 },
    ];
    expect(labelSpot(peak, 1, 40, 10, area)).toEqual({ anchor: "middle", above: true });
    const valley = [
      { x: 0, y: 50 },
      { x: 150, y: 150 },
      { x: 300, y: 50 },
    ];
    expect(labelSpot(valley, 1, 40, 10, area)).toEqual({ anchor: "middle", above: false });
    // Gently down into the point, then steeply down: above the point crosses the incoming line,
    // below the outgoing one.
    const fall = [
      { x: 0, y: 10 },
      { x: 150, y: 52 },
      { x: 170, y: 190 },
    ];
    const spot = labelSpot(fall, 1, 40, 10, area);
    expect(spot).toEqual({ anchor: "start", above: true });
    // At the right edge the label grows inwards.
    expect(labelSpot(peak, 2, 40, 10, area).anchor).toBe("end");
  });
});

describe("published index editions on the chart", () => {
  it("spans the listings and the editions on one scale, one label a month", () => {
    const listings = [point("2026-02", 1000), point("2026-04", 900)];
    const editions = [point("2026-05", 400), point("2026-07", 300)];
    const scale = trendScale(listings, 500, 200, 10, editions);
    expect(scale.x("2026-02")).toBe(0);
    expect(scale.x("2026-07")).toBe(500);
    expect(scale.ticks[0]).toBeLessThanOrEqual(300);
    expect(scale.ticks.at(-1)).toBeGreaterThanOrEqual(1000);
    expect(scale.labelled.map((p) => p.month)).toEqual([
      "2026-02",
      "2026-04",
      "2026-05",
      "2026-07",
    ]);
  });
});

describe("month labels at the plot's ends", () => {
  it("leave a label and a half of room beside the first and the newest, which grow inwards", () => {
    // 65 months on 1,000 px: Feb 2026 sits 77 px before Jul 2026, more than a label but less than
    // one and a half.
    const scale = trendScale(
      [point("2021-02", 1955), point("2024-02", 722), point("2026-02", 720)],
      1000,
      200,
      60,
      [point("2026-07", 481)],
    );
    expect(scale.labelled.map((p) => p.month)).toEqual(["2021-02", "2024-02", "2026-07"]);
    // The same 77 px beside the first label: the second is not named either.
    const early = trendScale(
      [point("2021-02", 1955), point("2021-07", 1900), point("2026-07", 720)],
      1000,
      200,
      60,
    );
    expect(early.labelled.map((p) => p.month)).toEqual(["2021-02", "2026-07"]);
  });
});

describe("consecutiveMonthRuns", () => {
  const months = (...list: string[]) => list.map((month) => ({ month }));

  it("joins only months that follow each other: a month without data is a gap, a lone month a dot", () => {
    expect(
      consecutiveMonthRuns(
        months("2021-04", "2024-02", "2026-02", "2026-03", "2026-05", "2026-06"),
      ),
    ).toEqual([
      [2, 3],
      [4, 5],
    ]);
    expect(consecutiveMonthRuns(months("2025-12", "2026-01", "2026-02"))).toEqual([[0, 1, 2]]);
    expect(consecutiveMonthRuns(months("2023-05", "2026-03"))).toEqual([]);
  });
});
