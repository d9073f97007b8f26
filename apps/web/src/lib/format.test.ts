import { describe, expect, it } from "vitest";
import { formatConfidence, formatDate, formatShare } from "./format";

describe("format", () => {
  it("shows confidence as a rounded percent", () => {
    expect(formatConfidence(0.824)).toBe("82%");
    expect(formatConfidence(0.945)).toBe("95%");
  });

  it("shows a measured share with one decimal", () => {
    expect(formatShare(0.7851)).toBe("78.5%");
    expect(formatShare(0.04)).toBe("4.0%");
  });

  it("writes dates as 'Nov 22, 2026', a date-only string as that calendar day", () => {
    expect(formatDate("2026-11-22")).toBe("Nov 22, 2026");
    expect(formatDate(new Date(2026, 10, 22, 23, 59))).toBe("Nov 22, 2026");
    expect(formatDate("2026-01-05")).toBe("Jan 5, 2026");
    expect(formatDate(new Date(2026, 11, 31).toISOString())).toBe("Dec 31, 2026");
  });
});
