import { describe, expect, it } from "vitest";
import { formatGirdle, readCulet, readGirdle } from "./girdle-and-culet";

describe("readGirdle", () => {
  it.each([
    ["Medium to Slightly Thick", "Medium", "Slightly Thick"],
    ["Slightly Thick to Thick, Faceted", "Slightly Thick", "Thick"],
    ["STK to THK, F", "Slightly Thick", "Thick"],
    ["MEDIUM - SLIGHTLY THICK (FACETED)", "Medium", "Slightly Thick"],
    ["Slightly thick", "Slightly Thick", "Slightly Thick"],
    ["Thick - Thin", "Thin", "Thick"],
    ["Extremely Thin to Thin, 2.5%", "Extremely Thin", "Thin"],
    ["VTK", "Very Thick", "Very Thick"],
  ])("reads %s as its thinnest and thickest term", (raw, thinnest, thickest) => {
    expect(readGirdle(raw)).toEqual({ thinnest, thickest });
  });

  it.each(["3.5%", "", "Faceted", "Thin to Medium to Thick", "wide"])(
    "reads %j as no girdle",
    (raw) => {
      expect(readGirdle(raw)).toBeNull();
    },
  );

  it("writes one term, or a range", () => {
    expect(formatGirdle({ thinnest: "Thin", thickest: "Thin" })).toBe("Thin");
    expect(formatGirdle({ thinnest: "Medium", thickest: "Slightly Thick" })).toBe(
      "Medium to Slightly Thick",
    );
  });
});

describe("readCulet", () => {
  it.each([
    ["None", "None"],
    ["Pointed", "None"],
    ["NON", "None"],
    ["VSM", "Very Small"],
    ["very small", "Very Small"],
    ["Slightly Large", "Slightly Large"],
    ["Large (visible)", "Large"],
    ["Extremely Large", "Extremely Large"],
  ])("reads %s as %s", (raw, size) => {
    expect(readCulet(raw)).toBe(size);
  });

  it.each(["Long", "", "0.5%"])("reads %j as no culet", (raw) => {
    expect(readCulet(raw)).toBeNull();
  });
});
