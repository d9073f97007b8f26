import { describe, expect, it } from "vitest";
import { emptyForm, hasUrlOrFourCs, parseCarat, parseListedPrice, toAnalysisRequest } from "./analysis-form";

describe("parseListedPrice", () => {
  it.each([
    ["$8,500", 8500],
    ["8500", 8500],
    ["$ 12,345.67", 12345.67],
    ["1,950 USD", 1950],
  ])("reads %s as %s", (text, value) => {
    expect(parseListedPrice(text)).toBe(value);
  });

  it.each(["", "$", "abc", "0", "-5", "$0.00", "20000000"])("rejects %j", (text) => {
    expect(parseListedPrice(text)).toBeNull();
  });
});

describe("parseCarat", () => {
  it("reads a decimal number, with a comma or a unit after it", () => {
    expect(parseCarat("1.5")).toBe(1.5);
    expect(parseCarat("1,5")).toBe(1.5);
    expect(parseCarat("0.9ct")).toBe(0.9);
    expect(parseCarat("heavy")).toBeNull();
    expect(parseCarat("0")).toBeNull();
  });
});

describe("hasUrlOrFourCs", () => {
  it("accepts a URL alone, or all four Cs", () => {
    expect(hasUrlOrFourCs({ ...emptyForm, listingUrl: "https://x.test/d" })).toBe(true);
    expect(hasUrlOrFourCs({ ...emptyForm, carat: "1", cut: "Ideal", color: "E", clarity: "VS1" })).toBe(true);
    expect(hasUrlOrFourCs({ ...emptyForm, carat: "1", cut: "Ideal", color: "E", clarity: "  " })).toBe(false);
    expect(hasUrlOrFourCs(emptyForm)).toBe(false);
  });
});

describe("toAnalysisRequest", () => {
  it("sends grades as typed, the carat as a number, blanks as null and the form itself", () => {
    const form = { listingUrl: " ", carat: "1.5", cut: "very good", color: "g", clarity: "vs1", listedPrice: "$8,500" };

    expect(toAnalysisRequest(form, 8500)).toEqual({
      listingUrl: null,
      carat: 1.5,
      cut: "very good",
      color: "g",
      clarity: "vs1",
      shape: null,
      listedPrice: 8500,
      formData: form,
    });
  });
});
