import { describe, expect, it } from "vitest";
import { normaliseFluorescence } from "./fluorescence";

describe("normaliseFluorescence", () => {
  it.each([
    // The snapshot's codes ...
    ["NN", "None"],
    ["NEG", "None"],
    ["F", "Faint"],
    ["SLT", "Faint"],
    ["M", "Medium"],
    ["S", "Strong"],
    ["SB", "Strong"],
    // ... and words.
    ["None", "None"],
    ["Negligible", "None"],
    ["faint", "Faint"],
    ["Medium Blue", "Medium"],
    ["Strong", "Strong"],
    ["VST", "Very Strong"],
    ["Very Strong Blue", "Very Strong"],
  ])("maps %s to %s", (raw, grade) => {
    expect(normaliseFluorescence(raw)).toEqual({ ok: true, value: grade });
  });

  it("keeps 'not stated' (blank) apart from 'None'", () => {
    expect(normaliseFluorescence("")).toEqual({ ok: true, value: null });
  });

  it("rejects an unknown strength", () => {
    expect(normaliseFluorescence("Glowing")).toEqual({
      ok: false,
      reason: "unknown_fluorescence:Glowing",
    });
  });
});
