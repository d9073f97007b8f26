import { describe, expect, it } from "vitest";
import { gradingFromPairs } from "./grading-on-page";
import { parseListingPage } from "./parse-listing-page";

describe("gradingFromPairs", () => {
  it("reads polish, symmetry, fluorescence and the lab as retailers label them", () => {
    expect(
      gradingFromPairs([
        ["Polish", "EX"],
        ["Symmetry:", "Very Good"],
        ["Fluorescence", "None"],
        ["Grading Lab", "IGI"],
      ]),
    ).toEqual({
      polish: "Excellent",
      symmetry: "Very Good",
      fluorescence: "None",
      certificateLab: "IGI",
    });
  });

  it("reads GIA's Premium/Standard, the growth method and post-growth treatment as listing pages label them", () => {
    expect(
      gradingFromPairs([
        ["GIA Assessment", "Premium"],
        ["Growth Method", "CVD (Chemical Vapor Deposition)"],
        ["Treatment", "As Grown - No indication of post-growth treatment"],
      ]),
    ).toEqual({ assessment: "Premium", growthMethod: "CVD", treatment: "as grown" });
    expect(
      gradingFromPairs([
        ["Growth Process", "HPHT"],
        ["Post-Growth Treatment", "Indications of post-growth treatment"],
      ]),
    ).toEqual({ growthMethod: "HPHT", treatment: "treated" });
    expect(
      gradingFromPairs([
        ["Treatment", "None"],
        ["Assessment", "Excellent"],
      ]),
    ).toEqual({ treatment: "as grown" });
  });

  it("reads a Premium or Standard shown where color or clarity would be as GIA's assessment (a page after October 2025)", () => {
    expect(
      gradingFromPairs([
        ["Color", "Premium"],
        ["Clarity", "Premium"],
      ]),
    ).toEqual({ assessment: "Premium" });
    expect(gradingFromPairs([["Clarity Grade:", "GIA Standard"]])).toEqual({
      assessment: "Standard",
    });
    expect(
      gradingFromPairs([
        ["Color", "G"],
        ["Cut", "Premium"],
        ["Shape", "Standard"],
      ]),
    ).toEqual({});
  });

  it("takes the lab from a certificate value that names it, and the first readable value of each grade", () => {
    expect(
      gradingFromPairs([
        ["Certificate #", "GIA 2141438171"],
        ["Polish", "shiny"],
        ["Polish", "Ideal"],
        ["Fluorescence", "Faint Blue"],
      ]),
    ).toEqual({ certificateLab: "GIA", polish: "Excellent", fluorescence: "Faint" });
  });

  it("leaves out what it cannot read and what is not a lab's report", () => {
    expect(
      gradingFromPairs([
        ["Certificate", "LG612345678"],
        ["Lab", "in house"],
        ["Symmetry", "n/a"],
        ["Color", "G"],
      ]),
    ).toEqual({});
  });
});

describe("parseListingPage: grading", () => {
  it("reads the grading from a spec table, label and value in their own cells", () => {
    const html = `<table><tr><th>Polish</th><td>Excellent</td></tr><tr><th>Symmetry</th><td>Excellent</td></tr><tr><th>Fluorescence</th><td>Medium</td></tr><tr><th>Certificate #</th><td>IGI LG612345678</td></tr></table>`;
    const page = parseListingPage(html);
    expect(page).toMatchObject({
      kind: "listing",
      facts: {
        certificateNumber: "LG612345678",
        grading: {
          polish: "Excellent",
          symmetry: "Excellent",
          fluorescence: "Medium",
          certificateLab: "IGI",
        },
      },
    });
  });

  it("reads 'Color: Premium' and 'Clarity: Premium' cells of a GIA-assessed stone's page as its assessment, not as grades", () => {
    const html = `<table><tr><th>Carat</th><td>1.52</td></tr><tr><th>Color</th><td>Premium</td></tr><tr><th>Clarity</th><td>Premium</td></tr><tr><th>Lab</th><td>GIA</td></tr></table>`;
    const page = parseListingPage(html);
    if (page.kind !== "listing") throw new Error(page.kind);
    expect(page.facts.grading).toEqual({ assessment: "Premium", certificateLab: "GIA" });
    expect(page.facts.specs.color).toBeUndefined();
    expect(page.facts.specs.clarity).toBeUndefined();
  });

  it("states no grading where the page gives none", () => {
    const page = parseListingPage("<title>1.01 Carat G VS1 Round Lab Grown Diamond</title>");
    expect(page.kind === "listing" && page.facts.grading).toBeUndefined();
  });
});
