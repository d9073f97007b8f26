import { describe, expect, it } from "vitest";
import {
  normaliseAngle,
  normaliseCarat,
  normaliseMillimetres,
  normalisePercentage,
} from "./measurement";

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
    for (const raw of ["0", "-1", "abc", "1,5", "250"])
      expect(normaliseCarat(raw)).toEqual({ ok: false, reason: "bad_carat" });
  });
});

describe("normalisePercentage", () => {
  it("reads a percentage, with or without the sign, and leaves blanks null", () => {
    expect(normalisePercentage("61.8")).toBe(61.8);
    expect(normalisePercentage("57 %")).toBe(57);
    expect(normalisePercentage("")).toBeNull();
    expect(normalisePercentage(undefined)).toBeNull();
  });

  it.each(["620", "wide", "-3", "0", "61,8", "n/a"])(
    "reads the odd value %s as null, not a rejection",
    (raw) => {
      expect(normalisePercentage(raw)).toBeNull();
    },
  );
});

describe("normaliseAngle", () => {
  it("reads degrees, with or without the unit", () => {
    expect(normaliseAngle("34.5")).toBe(34.5);
    expect(normaliseAngle("40.8°")).toBe(40.8);
    expect(normaliseAngle("41 deg")).toBe(41);
  });

  it.each(["", "95", "steep", "0"])("reads %j as null", (raw) => {
    expect(normaliseAngle(raw)).toBeNull();
  });
});

describe("normaliseMillimetres", () => {
  it("reads millimetres, with or without the unit", () => {
    expect(normaliseMillimetres("6.43")).toBe(6.43);
    expect(normaliseMillimetres("7.58 mm")).toBe(7.58);
  });

  it.each(["", "6.43 - 6.48", "0", "250"])("reads %j as null", (raw) => {
    expect(normaliseMillimetres(raw)).toBeNull();
  });
});
