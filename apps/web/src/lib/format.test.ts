import { describe, expect, it } from "vitest";
import { describeSpecs, shapeLabel, formatConfidence, formatDate } from "./format";

describe("format", () => {
  it("shows confidence as a rounded percent", () => {
    expect(formatConfidence(0.824)).toBe("82%");
    expect(formatConfidence(0.945)).toBe("95%");
  });

  it("writes dates as 'Nov 22, 2026', a date-only string as that calendar day", () => {
    expect(formatDate("2026-11-22")).toBe("Nov 22, 2026");
    expect(formatDate(new Date(2026, 10, 22, 23, 59))).toBe("Nov 22, 2026");
    expect(formatDate("2026-01-05")).toBe("Jan 5, 2026");
    expect(formatDate(new Date(2026, 11, 31).toISOString())).toBe("Dec 31, 2026");
  });

  it("describes specs in the jeweler's order", () => {
    expect(describeSpecs({ carat: 1.5, cut: "Excellent", color: "G", clarity: "VS1", shape: "round" })).toBe("1.5 ct Excellent G VS1 Round");
    expect(describeSpecs({ carat: 1, cut: null, color: "E", clarity: "VVS2" })).toBe("1 ct E VVS2");
    expect(describeSpecs({ carat: 0.8, cut: null, color: "F", clarity: "VS2", shape: "old-mine" })).toBe("0.8 ct F VS2 Old Mine");
  });
});

describe("shapeLabel", () => {
  it("writes every contract shape id as words", () => {
    expect(["round", "old-mine", "old-european", "half-moon", "trillion"].map(shapeLabel)).toEqual(["Round", "Old Mine", "Old European", "Half Moon", "Trillion"]);
  });
});
