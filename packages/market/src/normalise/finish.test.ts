import { describe, expect, it } from "vitest";
import { normalisePolish, normaliseSymmetry } from "./finish";

describe("polish and symmetry", () => {
  it.each([
    ["Excellent", "Excellent"],
    ["EX", "Excellent"],
    ["ID", "Excellent"],
    ["Very Good", "Very Good"],
    ["VG", "Very Good"],
    ["GD", "Good"],
    ["Fair", "Fair"],
    ["P", "Poor"],
  ])("map %s to %s", (raw, grade) => {
    expect(normalisePolish(raw)).toEqual({ ok: true, value: grade });
    expect(normaliseSymmetry(raw)).toEqual({ ok: true, value: grade });
  });

  it("leave a blank grade null and reject unknown ones by field", () => {
    expect(normalisePolish("")).toEqual({ ok: true, value: null });
    expect(normalisePolish("Superb")).toEqual({ ok: false, reason: "unknown_polish:Superb" });
    expect(normaliseSymmetry("Superb")).toEqual({ ok: false, reason: "unknown_symmetry:Superb" });
  });
});
