import { describe, expect, it } from "vitest";
import { describeStoneIdentity, flagEffectLine, labOfReportNumber } from "./describe-stone-identity";

const growth = { group: "CVD", against: "HPHT", listings: 155, againstListings: 228, cells: 82, effect: -0.012, low: -0.045, high: 0.022, overlap: 0.983 };

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
      flagEffects: { growth, treatment: { ...growth, group: "may be treated", against: "as grown" }, observedTo: "2024-02-21" },
    })!;
    expect(stone.verifyUrl).toBe("https://www.igi.org/verify-your-report/?r=LG756580087");
    expect(stone.lab).toBe("IGI");
    expect(stone.facts[0]).toContain('IGI report LG756580087 (IGI\'s "LG" numbers are its laboratory-grown reports)');
    expect(stone.facts.join(" ")).toContain("Grown by CVD");
    expect(stone.facts).toContain(
      "Price: CVD stones were listed -1.2% against HPHT ones (95% interval -4.5% to +2.2%), from 155 against 228 listings in 82 groups of the same retailer and specs, listings to Feb 21, 2024: so the data cannot tell whether it moves the price, and the value does not assume it does. In those listings 98% of CVD stones are also noted as possibly treated, so the two cannot be told apart.",
    );
    expect(stone.facts.join(" ")).toContain("may have been treated after growth");
  });

  it("says a difference the data show when its interval excludes 0, and says so when nothing is measured", () => {
    expect(flagEffectLine({ ...growth, effect: 0.08, low: 0.03, high: 0.13, overlap: 0.2 }, "x", null)).toContain("a difference the data show.");
    expect(flagEffectLine({ ...growth, effect: null, low: null, high: null }, "x", null)).toContain("cannot be measured");
  });

  it("says how to make the report checkable when the lab is known without its number", () => {
    const stone = describeStoneIdentity({ reportNumber: null, lab: "GIA", growthMethod: null, treatment: null, flagEffects: undefined })!;
    expect(stone.verifyUrl).toBeNull();
    expect(stone.facts).toEqual(["No report number given: with it the report can be checked on GIA's own site before buying, and the stone's inscription should match."]);
  });

  it("is null when nothing about the report is known", () => {
    expect(describeStoneIdentity({ reportNumber: null, lab: null, growthMethod: null, treatment: null, flagEffects: undefined })).toBeNull();
  });
});
