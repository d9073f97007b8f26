import { describe, expect, it } from "vitest";
import { normaliseCulet, normaliseGrowthMethod, normaliseTreatment } from "./growth-and-treatment";

describe("normaliseGrowthMethod", () => {
  it.each([
    ["CVD", "CVD"],
    ["cvd", "CVD"],
    ["HPHT", "HPHT"],
    ["Chemical Vapor Deposition", "CVD"],
    ["High Pressure High Temperature", "HPHT"],
  ])("reads %s as %s", (raw, method) => {
    expect(normaliseGrowthMethod(raw)).toBe(method);
  });

  it.each(["", " ", "unknown", "lab"])("reads %j as null", (raw) => {
    expect(normaliseGrowthMethod(raw)).toBeNull();
  });
});

describe("normaliseTreatment", () => {
  it.each([
    ["as grown", "as grown"],
    ["As-Grown", "as grown"],
    ["As Grown - No indication of post-growth treatment", "as grown"],
    ["Untreated", "as grown"],
    ["may be treated", "may be treated"],
    ["May include post-growth treatment", "may be treated"],
    ["Indications of post-growth treatment", "treated"],
    ["HPHT treated", "treated"],
  ])("reads %s as %s", (raw, treatment) => {
    expect(normaliseTreatment(raw)).toBe(treatment);
  });

  it.each(["", "see report", "?"])("reads %j as null", (raw) => {
    expect(normaliseTreatment(raw)).toBeNull();
  });
});

describe("normaliseCulet", () => {
  it.each([
    ["Pointed", "Pointed"],
    ["long faceted", "Long Faceted"],
    ["VERY_SMALL", "Very Small"],
    ["None", "None"],
  ])("reads %s as %s", (raw, culet) => {
    expect(normaliseCulet(raw)).toBe(culet);
  });

  it.each(["", "42", "<script>", "x".repeat(60)])("reads %j as null", (raw) => {
    expect(normaliseCulet(raw)).toBeNull();
  });
});
