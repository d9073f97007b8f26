import { describe, expect, it } from "vitest";
import { mayNoLongerBeListed, seenParts } from "./listing-age";

describe("a comparable's age", () => {
  it("counts days against the analysis's valuation day, past 60 only", () => {
    expect(mayNoLongerBeListed("2026-02-24", "2026-04-25")).toBe(false);
    expect(mayNoLongerBeListed("2026-02-24", "2026-04-26")).toBe(true);
    // Across a daylight-saving change and a year's end, in whole calendar days.
    expect(mayNoLongerBeListed("2025-11-01", "2025-12-31")).toBe(false);
    expect(mayNoLongerBeListed("2025-11-01", "2026-01-01")).toBe(true);
  });

  it("adds the note after the day seen, and nothing without a valuation day", () => {
    expect(seenParts("2026-02-24", "2026-11-27")).toEqual([
      "seen Feb 24, 2026",
      "may no longer be listed",
    ]);
    expect(seenParts("2026-04-23", "2026-04-23")).toEqual(["seen Apr 23, 2026"]);
    expect(seenParts("2026-02-24", undefined)).toEqual(["seen Feb 24, 2026"]);
  });
});
