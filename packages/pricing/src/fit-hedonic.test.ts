import { describe, expect, it } from "vitest";
import { defaultLayout, featureNames } from "./features";
import { fitHedonic, hedonicRowsOf, predictLogPrice } from "./fit-hedonic";
import { syntheticListings, syntheticRetailers } from "./testing/synthetic-market";
import { specsOfListing } from "./typical-grades";

const rows = syntheticListings()
  .filter((l) => l.observedOn === "2026-04-01")
  .map((l) => ({
    specs: specsOfListing(l),
    retailer: l.retailer,
    logPrice: Math.log(l.priceCents),
  }));
const coefficient = (shared: number[], name: string) =>
  shared[featureNames(defaultLayout).indexOf(name)]!;

describe("fitHedonic", () => {
  const fit = fitHedonic(hedonicRowsOf(rows), defaultLayout);

  it("recovers each retailer's price level", () => {
    const level = (name: string) => fit.retailers.find((r) => r.retailer === name)!.intercept;
    expect(Math.exp(level("Premium") - level("Value"))).toBeCloseTo(syntheticRetailers.Premium, 1);
    expect(Math.exp(level("Middle") - level("Value"))).toBeCloseTo(syntheticRetailers.Middle, 1);
  });

  it("recovers the grade steps", () => {
    expect(coefficient(fit.shared, "clarity>=SI1")).toBeCloseTo(Math.log(0.9), 1);
    expect(coefficient(fit.shared, "color>=H")).toBeCloseTo(Math.log(0.93), 1);
  });

  it("predicts a listing within a few percent at its own retailer", () => {
    const errors = rows.map((row) =>
      Math.abs(
        predictLogPrice(
          fit,
          fit.retailers.find((r) => r.retailer === row.retailer)!,
          row.specs,
          defaultLayout,
        ) - row.logPrice,
      ),
    );
    expect(errors.sort((a, b) => a - b)[errors.length >> 1]).toBeLessThan(0.02);
  });

  it("holds a fixed step at its measured value and fits the rest around it (the GIA step, decision 048)", () => {
    // Every other stone graded by GIA and listed 5% dearer: the regression would find +5%; held at
    // 0 or at the measured value, it is that value.
    const labelled = rows.map((row, i) =>
      i % 2
        ? {
            ...row,
            specs: { ...row.specs, certificateLab: "GIA" as const },
            logPrice: row.logPrice + Math.log(1.05),
          }
        : row,
    );
    expect(
      coefficient(fitHedonic(hedonicRowsOf(labelled), defaultLayout).shared, "labGIA"),
    ).toBeCloseTo(Math.log(1.05), 2);
    expect(
      coefficient(
        fitHedonic(hedonicRowsOf(labelled), defaultLayout, { fixedShared: { labGIA: 0 } }).shared,
        "labGIA",
      ),
    ).toBe(0);
    const held = fitHedonic(hedonicRowsOf(labelled), defaultLayout, {
      fixedShared: { labGIA: Math.log(1.05) },
    });
    expect(coefficient(held.shared, "labGIA")).toBe(Math.log(1.05));
    expect(coefficient(held.shared, "clarity>=SI1")).toBeCloseTo(Math.log(0.9), 1);
  });

  it("never lets a worse grade cost more, whatever the data says", () => {
    const inverted = rows.map((row) =>
      row.specs.color === "H" ? { ...row, logPrice: row.logPrice + 0.3 } : row,
    );
    const fitted = fitHedonic(hedonicRowsOf(inverted), defaultLayout);
    // Exactly: a step held at zero by a penalty lands a hair either side of it unless snapped.
    expect(coefficient(fitted.shared, "color>=H")).toBeLessThanOrEqual(0);
    const step = featureNames(defaultLayout).indexOf("color>=H");
    for (const terms of fitted.retailers)
      expect(fitted.shared[step]! + (terms.deviation[step] ?? 0)).toBeLessThanOrEqual(0);
  });

  it("centres each retailer's level on its typical listing when asked, even with a heavy upper tail", () => {
    // One listing in five at Premium asks 40% more: least squares follows the log-mean, the centred
    // robust fit the typical listing.
    const skewed = rows.map((row, i) =>
      row.retailer === "Premium" && i % 5 === 0
        ? { ...row, logPrice: row.logPrice + Math.log(1.4) }
        : row,
    );
    const medianResidual = (coefficients: ReturnType<typeof fitHedonic>) => {
      const terms = coefficients.retailers.find((r) => r.retailer === "Premium")!;
      const own = skewed
        .filter((r) => r.retailer === "Premium")
        .map((r) => r.logPrice - predictLogPrice(coefficients, terms, r.specs, defaultLayout));
      return own.sort((a, b) => a - b)[own.length >> 1]!;
    };
    expect(
      Math.abs(medianResidual(fitHedonic(hedonicRowsOf(skewed), defaultLayout))),
    ).toBeGreaterThan(0.03);
    expect(
      Math.abs(
        medianResidual(
          fitHedonic(hedonicRowsOf(skewed), defaultLayout, { robustRounds: 2, centerLevels: true }),
        ),
      ),
    ).toBeLessThan(0.01);
  });

  it("gives a history retailer a level but no curve of its own", () => {
    const fitted = fitHedonic(hedonicRowsOf(rows), defaultLayout, {
      levelOnly: new Set(["Middle"]),
    });
    expect(fitted.retailers.find((r) => r.retailer === "Middle")!.deviation).toEqual([]);
    expect(
      fitted.retailers.find((r) => r.retailer === "Premium")!.deviation.length,
    ).toBeGreaterThan(0);
    const middle = fitted.retailers.find((r) => r.retailer === "Middle")!;
    const value = fitted.retailers.find((r) => r.retailer === "Value")!;
    expect(Math.exp(middle.intercept - value.intercept)).toBeCloseTo(syntheticRetailers.Middle, 1);
  });

  it("pools every retailer into one level for the baseline", () => {
    const pooled = fitHedonic(hedonicRowsOf(rows), defaultLayout, { pooled: true });
    expect(pooled.retailers.map((r) => r.retailer)).toEqual(["*"]);
  });
});
