import { describe, expect, it } from "vitest";
import { parseRequestLine } from "./parse-request-line";

describe("parseRequestLine", () => {
  it("reads grades in any case and dollars into cents", () => {
    expect(parseRequestLine('{"carat":1.5,"cut":"ideal","color":"g","clarity":"vs2","shape":"Oval","lab":"gia","listedPrice":1234.5}')).toEqual({
      carat: 1.5, cut: "Ideal", color: "G", clarity: "VS2", shape: "oval", certificateLab: "GIA", retailer: null, listedPriceCents: 123450,
    });
  });

  it("takes the retailer from a known listing URL when not given", () => {
    const line = '{"carat":1,"cut":"Excellent","color":"E","clarity":"VS1","listingUrl":"https://www.jamesallen.com/loose-diamonds/round-cut/x"}';
    expect(parseRequestLine(line).retailer).toBe("James Allen");
  });

  it.each([
    ["not json", /valid JSON/],
    ["[1]", /JSON object/],
    ['{"carat":-1,"cut":"Excellent","color":"E","clarity":"VS1"}', /carat/],
    ['{"carat":1,"cut":"Excellent","color":"Z","clarity":"VS1"}', /color/],
    ['{"carat":1,"cut":"Excellent","color":"E","clarity":"VS1","listedPrice":"abc"}', /listedPrice/],
  ])("rejects %s", (line, message) => {
    expect(() => parseRequestLine(line)).toThrow(message);
  });
});
