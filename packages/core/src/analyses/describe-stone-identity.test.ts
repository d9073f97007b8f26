import { describe, expect, it } from "vitest";
import type { LabPremium } from "@faircarat/pricing";
import {
  describeStoneIdentity,
  flagEffectLine,
  labOfReportNumber,
  labPremiumLine,
} from "./describe-stone-identity";

const growth = {
  group: "CVD",
  against: "HPHT",
  listings: 155,
  againstListings: 228,
  cells: 82,
  effect: -0.012,
  low: -0.045,
  high: 0.022,
  overlap: 0.983,
};

const labEffect = { group: "GIA", against: "IGI", overlap: null };
const labPremium: LabPremium = {
  ...labEffect,
  listings: 3394,
  againstListings: 14186,
  cells: 176,
  effect: -0.01,
  low: -0.021,
  high: 0.001,
  byRetailer: [
    {
      retailer: "James Allen",
      ...labEffect,
      listings: 2912,
      againstListings: 2569,
      cells: 114,
      effect: -0.003,
      low: -0.015,
      high: 0.01,
    },
    {
      retailer: "Whiteflash",
      ...labEffect,
      listings: 5,
      againstListings: 5,
      cells: 5,
      effect: 0.05,
      low: -0.146,
      high: 0.291,
    },
  ],
  outOfSample: { folds: [], reducesError: true, byRetailer: [], reducesErrorByRetailer: false },
  holds: false,
  appliedLog: 0,
};

describe("labPremiumLine", () => {
  it("states GIA against IGI at the same retailer and specs, with its interval and n, and that the value does not apply what does not hold", () => {
    expect(labPremiumLine(labPremium, null)).toBe(
      "Lab: GIA-graded stones were listed -1.0% against IGI ones at the same retailer and specs (95% interval -2.1% to +0.1%; 3,394 GIA and 14,186 IGI listings in 176 groups): the data do not show a difference that holds, so the value treats GIA and IGI reports alike.",
    );
  });

  it("leads with the stone's own retailer where it has ten or more matched groups, and says what the value applies where it holds", () => {
    const line = labPremiumLine(
      { ...labPremium, holds: true, appliedLog: Math.log1p(-0.01) },
      "james allen",
    )!;
    expect(line).toMatch(
      /^Lab: At James Allen, GIA-graded stones were listed -0\.3% against IGI ones of the same specs \(95% interval -1\.5% to \+1\.0%; 2,912 GIA and 2,569 IGI listings in 114 groups\); across retailers -1\.0%/,
    );
    expect(line).toContain("so the value applies -1.0% to a GIA report.");
    expect(labPremiumLine(labPremium, "Whiteflash")).toMatch(/^Lab: GIA-graded stones/);
    expect(labPremiumLine(undefined, null)).toBeNull();
  });

  it("is a fact of a GIA or IGI stone only", () => {
    const of = (lab: string) =>
      describeStoneIdentity({
        reportNumber: null,
        lab,
        growthMethod: null,
        treatment: null,
        flagEffects: undefined,
        labPremium,
      })!.facts;
    expect(of("GIA").some((f) => f.startsWith("Lab: "))).toBe(true);
    expect(of("IGI").some((f) => f.startsWith("Lab: "))).toBe(true);
    expect(of("HRD").some((f) => f.startsWith("Lab: "))).toBe(false);
  });
});

describe("describeStoneIdentity", () => {
  it("knows the lab from the report number: IGI's LG series and GIA's ten digits", () => {
    expect(labOfReportNumber("LG756580087")).toBe("IGI");
    expect(labOfReportNumber("6224754662")).toBe("GIA");
    expect(labOfReportNumber("12345")).toBeNull();
  });

  it("links the lab's own report check and says what each flag means, with the measured effect and its n", () => {
    const stone = describeStoneIdentity({
      reportNumber: "LG756580087",
      lab: null,
      growthMethod: "CVD",
      treatment: "may be treated",
      flagEffects: {
        growth,
        treatment: { ...growth, group: "may be treated", against: "as grown" },
        observedTo: "2024-02-21",
      },
    })!;
    expect(stone.verifyUrl).toBe("https://www.igi.org/verify-your-report/?r=LG756580087");
    expect(stone.lab).toBe("IGI");
    expect(stone.facts[0]).toContain(
      'IGI report LG756580087 (IGI\'s "LG" numbers are its laboratory-grown reports)',
    );
    expect(stone.facts.join(" ")).toContain("Grown by CVD");
    expect(stone.facts).toContain(
      "Price: CVD stones were listed -1.2% against HPHT ones (95% interval -4.5% to +2.2%), from 155 against 228 listings in 82 groups of the same retailer and specs, listings to Feb 21, 2024: so the data cannot tell whether it moves the price, and the value does not assume it does. In those listings 98% of CVD stones are also noted as possibly treated, so the two cannot be told apart.",
    );
    expect(stone.facts.join(" ")).toContain("may have been treated after growth");
  });

  it("says a difference the data show when its interval excludes 0, and says so when nothing is measured", () => {
    expect(
      flagEffectLine({ ...growth, effect: 0.08, low: 0.03, high: 0.13, overlap: 0.2 }, "x", null),
    ).toContain("a difference the data show.");
    expect(flagEffectLine({ ...growth, effect: null, low: null, high: null }, "x", null)).toContain(
      "cannot be measured",
    );
  });

  it("says how to make the report checkable when the lab is known without its number", () => {
    const stone = describeStoneIdentity({
      reportNumber: null,
      lab: "GIA",
      growthMethod: null,
      treatment: null,
      flagEffects: undefined,
    })!;
    expect(stone.verifyUrl).toBeNull();
    expect(stone.facts).toEqual([
      "No report number given: with it the report can be checked on GIA's own site before buying, and the stone's inscription should match.",
    ]);
  });

  it("is null when nothing about the report is known", () => {
    expect(
      describeStoneIdentity({
        reportNumber: null,
        lab: null,
        growthMethod: null,
        treatment: null,
        flagEffects: undefined,
      }),
    ).toBeNull();
  });
});
