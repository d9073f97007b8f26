import { describe, expect, it } from "vitest";
import { isListedPrice, readDecimal, toCents } from "./numbers";
import { analysisRequestSchema } from "./analysis";

describe("toCents", () => {
  it("rounds dollars to whole cents, half a cent up, as written rather than as stored in binary", () => {
    expect([0.001, 0.004, 0.005, 0.01, 1.005, 4200, 12345.67, 8.675].map(toCents)).toEqual([
      0, 0, 1, 1, 101, 420000, 1234567, 868,
    ]);
  });
});

describe("listed prices the API takes", () => {
  const listedPrice = (value: unknown) => analysisRequestSchema.shape.listedPrice.safeParse(value);

  it("refuses what rounds to $0 or passes the cap, in the spec's words", () => {
    for (const value of [0, 0.001, 0.0049, -5, 10_000_000.01, Number.NaN, "12"]) {
      if (typeof value === "number") expect(isListedPrice(value), String(value)).toBe(false);
      expect(listedPrice(value).error?.issues[0]?.message, String(value)).toBe(
        "Please enter a valid listed price.",
      );
    }
  });

  it("takes a cent to the cap, rounded to whole cents", () => {
    expect(
      [0.005, 0.01, 1.005, 4200.5, 10_000_000].map((value) => listedPrice(value).data),
    ).toEqual([0.01, 0.01, 1.01, 4200.5, 10_000_000]);
  });
});

describe("carat weights the API takes", () => {
  const carat = (value: unknown) => analysisRequestSchema.shape.carat.safeParse(value);

  it("takes 0.01 to 100 ct and refuses the rest with one message", () => {
    expect([0.01, 1.2, 100].map((value) => carat(value).success)).toEqual([true, true, true]);
    for (const value of [0, 0.009, 100.01, -1])
      expect(carat(value).error?.issues[0]?.message, String(value)).toBe(
        "Please enter a carat weight from 0.01 to 100.",
      );
  });
});

describe("readDecimal", () => {
  it("reads a whole decimal number and nothing else", () => {
    expect([" 12 ", "-0.5", ".75", "3."].map(readDecimal)).toEqual([12, -0.5, 0.75, 3]);
    for (const text of ["", " ", "2.5k", "0x10", "0b1111", "1e3", "1.2.3", "Infinity"])
      expect(readDecimal(text), text).toBeNaN();
  });
});
