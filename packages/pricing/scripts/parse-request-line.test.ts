import { describe, expect, it } from "vitest";
import { parseRequestLine } from "./parse-request-line";

describe("parseRequestLine", () => {
  it("reads grades in any case and dollars into cents", () => {
    expect(
      parseRequestLine(
        '{"carat":1.5,"cut":"ideal","color":"g","clarity":"vs2","shape":"Oval","lab":"gia","listedPrice":1234.5}',
      ),
    ).toEqual({
      carat: 1.5,
      cut: "Ideal",
      color: "G",
      clarity: "VS2",
      shape: "oval",
      certificateLab: "GIA",
      polish: null,
      symmetry: null,
      fluorescence: null,
      retailer: null,
      listedPriceCents: 123450,
      listingUrl: null,
      certificateNumber: null,
    });
  });

  it("reads grades as retailers and labs write them, as the feed's importer does", () => {
    const line = JSON.stringify({
      carat: "1.01",
      cut: "EX",
      color: "g color",
      clarity: "VS 1",
      shape: "Cushion Modified",
      lab: "IGI",
      polish: "VG",
      symmetry: "ex",
      fluorescence: "faint",
    });
    expect(parseRequestLine(line)).toMatchObject({
      carat: 1.01,
      cut: "Excellent",
      color: "G",
      clarity: "VS1",
      shape: "cushion",
      certificateLab: "IGI",
      polish: "Very Good",
      symmetry: "Excellent",
      fluorescence: "Faint",
    });
    expect(
      parseRequestLine('{"carat":1,"cut":"Super Ideal","color":"E","clarity":"vvs2","shape":"RB"}'),
    ).toMatchObject({ cut: "Ideal", clarity: "VVS2", shape: "round" });
  });

  it("reads GIA's Premium/Standard as its own field or in place of color and clarity", () => {
    expect(parseRequestLine('{"carat":1.5,"cut":"EX","color":"Premium"}')).toMatchObject({
      assessment: "Premium",
    });
    expect(parseRequestLine('{"carat":1.5,"cut":"EX","assessment":"gia standard"}')).toMatchObject({
      assessment: "Standard",
    });
    expect(
      parseRequestLine('{"carat":1.5,"cut":"EX","color":"E","clarity":"VS1"}'),
    ).not.toHaveProperty("assessment");
    expect(() => parseRequestLine('{"carat":1.5,"cut":"EX","assessment":"gold"}')).toThrow(
      "assessment must be Premium or Standard",
    );
  });

  it("reads an optional valuation date, certificate number and a missing cut", () => {
    const parsed = parseRequestLine(
      '{"carat":1.35,"color":"E","clarity":"VVS2","shape":"octagon","valuationDate":"2026-11-23","certificateNumber":"LG628402191"}',
    );
    expect(parsed).toMatchObject({
      cut: null,
      shape: "octagon",
      valuationDate: "2026-11-23",
      certificateNumber: "LG628402191",
    });
    expect(() =>
      parseRequestLine('{"carat":1,"color":"E","clarity":"VS1","valuationDate":"23/11/2026"}'),
    ).toThrow(/valuationDate/);
  });

  it.each([
    ["https://www.brilliance.com/lab-grown-diamonds/emerald/x", "Brilliance"],
    ["https://loosegrowndiamond.com/product/x", "Loose Grown Diamond"],
    ["https://www.whiteflash.com/x", "Whiteflash"],
    ["https://evil.example/?u=jamesallen.com", null],
  ])("names the retailer of %s", (url, retailer) => {
    expect(
      parseRequestLine(JSON.stringify({ carat: 1, color: "E", clarity: "VS1", listingUrl: url }))
        .retailer,
    ).toBe(retailer);
  });

  it("takes the retailer from a known listing URL when not given", () => {
    const line =
      '{"carat":1,"cut":"Excellent","color":"E","clarity":"VS1","listingUrl":"https://www.jamesallen.com/loose-diamonds/round-cut/x"}';
    expect(parseRequestLine(line).retailer).toBe("James Allen");
  });

  it.each([
    ["not json", /valid JSON/],
    ["[1]", /JSON object/],
    ['{"carat":-1,"cut":"Excellent","color":"E","clarity":"VS1"}', /carat/],
    ['{"carat":1,"cut":"Excellent","color":"Z","clarity":"VS1"}', /color/],
    [
      '{"carat":1,"cut":"Excellent","color":"E","clarity":"VS1","listedPrice":"abc"}',
      /listedPrice/,
    ],
    [
      '{"carat":1,"cut":"Superb","color":"E","clarity":"VS1"}',
      /cut must be one of Ideal, Excellent/,
    ],
    ['{"carat":1,"color":"E","clarity":"VS1","shape":"blob"}', /shape/],
    ['{"carat":1,"color":"E","clarity":"VS1","polish":7}', /polish/],
  ])("rejects %s", (line, message) => {
    expect(() => parseRequestLine(line)).toThrow(message);
  });
});
