import { describe, expect, it } from "vitest";
import {
  emptyForm,
  formValuesFromCertificate,
  hasUrlOrFourCs,
  missingFields,
  hasValidCertificateNumber,
  parseCarat,
  parseListedPrice,
  toAnalysisRequest,
  formFields,
  fieldWithUnacceptedCharacter,
  filledReportDetails,
} from "./analysis-form";

describe("parseListedPrice", () => {
  it.each([
    ["$8,500", 8500],
    ["8500", 8500],
    ["$ 12,345.67", 12345.67],
    ["1,950 USD", 1950],
    ["$0.005", 0.005],
    ["10,000,000", 10_000_000],
  ])("reads %s as %s", (text, value) => {
    expect(parseListedPrice(text)).toBe(value);
  });

  it.each([
    "",
    "$",
    "abc",
    "0",
    "-5",
    "$0.00",
    "$0.001",
    "0.0049",
    "20000000",
    "10000000.01",
    "2.5k",
    "$8,5x00",
    "1e3",
    "0x10",
    "12.5.3",
  ])("rejects %j", (text) => {
    expect(parseListedPrice(text)).toBeNull();
  });
});

describe("parseCarat", () => {
  it("reads a decimal number, with a comma or a unit after it", () => {
    expect(parseCarat("1.5")).toBe(1.5);
    expect(parseCarat("1,5")).toBe(1.5);
    expect(parseCarat("0.9ct")).toBe(0.9);
    expect(parseCarat("1.01 carats")).toBe(1.01);
    expect(parseCarat(".75")).toBe(0.75);
    expect(parseCarat("heavy")).toBeNull();
    expect(parseCarat("1.5abc")).toBeNull();
    expect(parseCarat("2 3")).toBeNull();
    expect(parseCarat("0")).toBeNull();
  });
});

describe("hasUrlOrFourCs", () => {
  it("accepts a URL alone, or all four Cs", () => {
    expect(hasUrlOrFourCs({ ...emptyForm, listingUrl: "https://x.test/d" })).toBe(true);
    expect(
      hasUrlOrFourCs({ ...emptyForm, carat: "1", cut: "Ideal", color: "E", clarity: "VS1" }),
    ).toBe(true);
    expect(
      hasUrlOrFourCs({ ...emptyForm, carat: "1", cut: "Ideal", color: "E", clarity: "  " }),
    ).toBe(false);
    expect(hasUrlOrFourCs(emptyForm)).toBe(false);
  });

  it("needs a cut for a round or a shape not stated, not for a fancy shape (labs grade cut on rounds only)", () => {
    const noCut = { ...emptyForm, carat: "1.2", color: "F", clarity: "VS1" };
    expect(hasUrlOrFourCs(noCut)).toBe(false);
    expect(hasUrlOrFourCs({ ...noCut, shape: "round" })).toBe(false);
    expect(hasUrlOrFourCs({ ...noCut, shape: "oval" })).toBe(true);
    expect(hasUrlOrFourCs({ ...noCut, shape: "emerald", clarity: "" })).toBe(false);
  });

  it("takes a GIA Premium/Standard assessment for color and clarity, and asks no cut beside it (GIA prints none)", () => {
    expect(
      hasUrlOrFourCs({ ...emptyForm, carat: "1.52", cut: "Excellent", assessment: "Premium" }),
    ).toBe(true);
    // Issue 38: a GIA Premium round filled from its report could not be analysed at all.
    for (const shape of ["", "round", "oval"])
      for (const assessment of ["Premium", "Standard"])
        expect(
          hasUrlOrFourCs({ ...emptyForm, carat: "1.52", shape, assessment }),
          `${shape} ${assessment}`,
        ).toBe(true);
    expect(hasUrlOrFourCs({ ...emptyForm, shape: "round", assessment: "Premium" })).toBe(false);
  });
});

describe("missingFields", () => {
  it("names the 4Cs still to type, in the form's order, and none beside a listing URL", () => {
    expect(missingFields(emptyForm)).toEqual(["carat", "cut", "color", "clarity"]);
    expect(missingFields({ ...emptyForm, shape: "oval", color: "F" })).toEqual([
      "carat",
      "clarity",
    ]);
    expect(missingFields({ ...emptyForm, assessment: "Standard" })).toEqual(["carat"]);
    expect(missingFields({ ...emptyForm, listingUrl: "https://x.test/d" })).toEqual([]);
  });
});

describe("toAnalysisRequest", () => {
  it("sends grades as typed, the carat as a number, blanks as null and the form itself", () => {
    const form = {
      ...emptyForm,
      listingUrl: " ",
      carat: "1.5",
      cut: "very good",
      color: "g",
      clarity: "vs1",
      shape: "",
      polish: "ex",
      certificateNumber: " ",
      listedPrice: "$8,500",
    };

    expect(toAnalysisRequest(form, 8500)).toEqual({
      listingUrl: null,
      carat: 1.5,
      cut: "very good",
      color: "g",
      clarity: "vs1",
      shape: null,
      polish: "ex",
      symmetry: null,
      assessment: null,
      growthMethod: null,
      treatment: null,
      proportions: null,
      certificateNumber: null,
      listedPrice: 8500,
      formData: form,
    });
  });

  it("sends the chosen shape and the certificate number as typed", () => {
    const form = {
      ...emptyForm,
      carat: "1",
      shape: "old-mine",
      certificateNumber: " LG756580087 ",
    };
    expect(toAnalysisRequest(form, 900)).toMatchObject({
      shape: "old-mine",
      certificateNumber: "LG756580087",
    });
  });
});

describe("a natural stone (issue 39)", () => {
  it("sends origin natural only when chosen, and a natural certificate fills it", () => {
    const form = { ...emptyForm, carat: "1", cut: "Excellent", color: "G", clarity: "VS1" };
    expect(toAnalysisRequest(form, 5000)).not.toHaveProperty("origin");
    expect(toAnalysisRequest({ ...form, origin: "natural" }, 5000)).toMatchObject({
      origin: "natural",
    });
    const natural = { lab: "GIA" as const, carat: 1.01, color: "G", clarity: "VS1" };
    expect(formValuesFromCertificate({ ...natural, origin: "natural" }, form)).toContainEqual([
      "origin",
      "natural",
    ]);
    expect(
      formValuesFromCertificate({ ...natural, origin: "lab" }, form).map(([field]) => field),
    ).not.toContain("origin");
    // Chosen, it is one of the report details the toggle counts (and opens for).
    expect(filledReportDetails({ ...emptyForm, origin: "natural" })).toBe(1);
  });
});

describe("hasValidCertificateNumber", () => {
  it("accepts a blank or a report number and refuses anything else", () => {
    expect(hasValidCertificateNumber(emptyForm)).toBe(true);
    expect(hasValidCertificateNumber({ ...emptyForm, certificateNumber: "lg 756580087" })).toBe(
      true,
    );
    expect(hasValidCertificateNumber({ ...emptyForm, certificateNumber: "2141438171" })).toBe(true);
    expect(hasValidCertificateNumber({ ...emptyForm, certificateNumber: "LG75\u000065" })).toBe(
      false,
    );
    expect(hasValidCertificateNumber({ ...emptyForm, certificateNumber: "ask the shop" })).toBe(
      false,
    );
  });
});

describe("formValuesFromCertificate", () => {
  const reading = {
    lab: "IGI" as const,
    reportNumber: "LG756580087",
    shape: "old-mine",
    carat: 2.52,
    color: "D",
    clarity: "VVS1",
  };

  it("fills the certificate number and shape with the grades", () => {
    expect(Object.fromEntries(formValuesFromCertificate(reading, emptyForm))).toEqual({
      carat: "2.52",
      color: "D",
      clarity: "VVS1",
      shape: "old-mine",
      certificateNumber: "LG756580087",
    });
  });

  it("fills the polish and symmetry of a fancy shape's report, which grades no cut", () => {
    const oval = {
      lab: "IGI" as const,
      shape: "oval",
      carat: 1.21,
      color: "F",
      clarity: "VS1",
      polish: "Excellent",
      symmetry: "Very Good",
    };
    const filled = Object.fromEntries(formValuesFromCertificate(oval, emptyForm));
    expect(filled).toMatchObject({ shape: "oval", polish: "Excellent", symmetry: "Very Good" });
    const igi = {
      lab: "IGI" as const,
      growthMethod: "HPHT" as const,
      treatment: "As grown: no indication of post-growth treatment",
    };
    expect(Object.fromEntries(formValuesFromCertificate(igi, emptyForm))).toEqual({
      growthMethod: "HPHT",
      treatment: "as grown",
    });
    expect(hasUrlOrFourCs({ ...emptyForm, ...filled })).toBe(true);
  });

  it("fills GIA's assessment from a quality-assessment report, and sends it instead of color and clarity", () => {
    const premium = {
      lab: "GIA" as const,
      reportNumber: "6252904118",
      shape: "round",
      carat: 1.52,
      assessment: "Premium" as const,
    };
    const form = {
      ...emptyForm,
      ...Object.fromEntries(formValuesFromCertificate(premium, emptyForm)),
      cut: "Excellent",
      color: "G",
    };
    expect(form.assessment).toBe("Premium");
    expect(toAnalysisRequest(form, 3000)).toMatchObject({
      assessment: "Premium",
      color: null,
      clarity: null,
      cut: "Excellent",
    });
  });

  it("fills an IGI report's proportions and sends them for the cut and spread check", () => {
    const igi = {
      lab: "IGI" as const,
      shape: "round",
      carat: 1.02,
      depthPercent: 62.1,
      tablePercent: 57,
      measurements: "6.43 - 6.48 x 4.01 mm",
      girdle: "Medium to Slightly Thick",
      culet: "None",
    };
    const form = { ...emptyForm, ...Object.fromEntries(formValuesFromCertificate(igi, emptyForm)) };
    expect(toAnalysisRequest(form, 1500).proportions).toEqual({
      depthPct: 62.1,
      tablePct: 57,
      lengthMm: 6.48,
      widthMm: 6.43,
      girdle: "Medium to Slightly Thick",
      culet: "None",
    });
    expect(toAnalysisRequest(emptyForm, 1500).proportions).toBeNull();
  });

  it("leaves what the user typed, and a shape or number it cannot use", () => {
    const typed = { ...emptyForm, certificateNumber: "2141438171", color: "E" };
    expect(Object.fromEntries(formValuesFromCertificate(reading, typed))).not.toHaveProperty(
      "certificateNumber",
    );
    expect(Object.fromEntries(formValuesFromCertificate(reading, typed))).not.toHaveProperty(
      "color",
    );
    const odd = formValuesFromCertificate(
      { ...reading, shape: "Square Emerald", reportNumber: "n/a" },
      emptyForm,
    );
    expect(odd.map(([field]) => field)).toEqual(["carat", "color", "clarity"]);
  });
});

describe("fieldWithUnacceptedCharacter", () => {
  it("checks every field of the form, the report details too", () => {
    for (const field of formFields)
      expect(fieldWithUnacceptedCharacter({ ...emptyForm, [field]: "6.4\u0000" })).toBe(field);
    expect(formFields).toEqual(
      expect.arrayContaining([
        "depthPercent",
        "tablePercent",
        "measurements",
        "girdle",
        "culet",
        "growthMethod",
        "treatment",
      ]),
    );
  });
});

describe("filledReportDetails", () => {
  it("counts the report details filled in, not the 4Cs", () => {
    expect(filledReportDetails({ ...emptyForm, carat: "1.2", color: "G" })).toBe(0);
    expect(
      filledReportDetails({
        ...emptyForm,
        assessment: "Premium",
        measurements: "8.9 x 6.3 x 3.9",
        polish: " ",
      }),
    ).toBe(2);
  });
});
