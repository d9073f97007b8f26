import { describe, expect, it } from "vitest";
import { normaliseCut } from "./cut";

describe("normaliseCut", () => {
  it.each([
    // Every spelling in the snapshot (shared/data/README.md) ...
    ["Ideal", "Ideal"],
    ["Ideal+Hearts", "Ideal"],
    ["True Hearts", "Ideal"],
    ["Excellent", "Excellent"],
    ["Very Good", "Very Good"],
    ["Good", "Good"],
    ["Fair", "Fair"],
    // ... and the other retailer and lab spellings we expect.
    ["Super Ideal", "Ideal"],
    ["EX", "Excellent"],
    ["VG", "Very Good"],
    ["GD", "Good"],
    ["ID", "Ideal"],
    ["very-good", "Very Good"],
    ["Poor", "Poor"],
  ])("maps %s to %s", (raw, cut) => {
    expect(normaliseCut(raw)).toEqual({ ok: true, value: cut });
  });

  it("treats a blank or 'N/A' cut as ungraded (null)", () => {
    expect(normaliseCut("")).toEqual({ ok: true, value: null });
    expect(normaliseCut("N/A")).toEqual({ ok: true, value: null });
  });

  it("rejects an unknown cut grade", () => {
    expect(normaliseCut("Brilliant Plus")).toEqual({
      ok: false,
      reason: "unknown_cut:Brilliant Plus",
    });
  });
});
