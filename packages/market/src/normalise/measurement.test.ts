import { describe, expect, it } from "vitest";
import { normaliseCarat, normalisePercentage } from "./measurement";

describe("normaliseCarat", () => {
  it.each([
    ["1.07", 1.07],
    ["0.3", 0.3],
    ["2 ct", 2],
    [".75", 0.75],
  ])("reads %s as %d", (raw, carat) => {
    expect(normaliseCarat(raw)).toEqual({ ok: true, value: carat });
  });

  it("rejects a missing carat and impossible ones", () => {
    expect(normaliseCarat("")).toEqual({ ok: false, reason: "missing_carat" });
    for (const raw of ["0", "-1", "abc", "1,5", "250"]) expect(normaliseCarat(raw)).toEqual({ ok: false, reason: "bad_carat" });
  });
});

describe("normalisePercentage", () => {
  it("reads a percentage, with or without the sign, and leaves blanks null", () => {
    expect(normalisePercentage("depth_pct", "61.8")).toEqual({ ok: true, value: 61.8 });
    expect(normalisePercentage("table_pct", "57 %")).toEqual({ ok: true, value: 57 });
    expect(normalisePercentage("table_pct", "")).toEqual({ ok: true, value: null });
  });

  it("rejects values that are not a percentage, naming the column", () => {
    expect(normalisePercentage("depth_pct", "620")).toEqual({ ok: false, reason: "bad_depth_pct" });
    expect(normalisePercentage("table_pct", "wide")).toEqual({ ok: false, reason: "bad_table_pct" });
  });
});
