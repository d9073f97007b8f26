import { describe, expect, it } from "vitest";
import { formatConfidence, formatDate } from "./format";

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
});
