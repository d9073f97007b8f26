import type { RetailerPage } from "@faircarat/market/listing/retailers/read-retailer-page";
import { describe, expect, it } from "vitest";
import { onlyPriceMissing, typedPriceProblem, withTypedPrice } from "./typed-price";

const page: RetailerPage = {
  retailer: "Clean Origin",
  url: "https://www.cleanorigin.com/diamonds/oval-lab-grown-diamond-d4e5f6/",
  origin: "lab",
  specs: { shape: "oval", carat: 1.5, color: "G", clarity: "VS2" },
  notes: [],
  sources: { shape: "page", carat: "page", color: "page", clarity: "page" },
  grading: {},
  proportions: {},
  missing: ["price"],
};

describe("withTypedPrice", () => {
  it("takes a price as the site's form does: $, commas, spaces and USD are fine", () => {
    for (const [typed, cents] of [
      ["$1,450", 145_000],
      ["1450.5", 145_050],
      [" 2,310 USD", 231_000],
    ] as const)
      expect(withTypedPrice(page, typed), typed).toEqual({
        page: { ...page, priceCents: cents, missing: [] },
      });
  });

  it("says what it needs for anything that is not a price above 0", () => {
    for (const typed of ["", "free", "0", "-5", "$1e5", "1 450 000 000"])
      expect(withTypedPrice(page, typed), typed).toEqual({ problem: typedPriceProblem });
  });
});

describe("onlyPriceMissing", () => {
  it("asks in place only when the price is all that is missing", () => {
    expect(onlyPriceMissing(page)).toBe(true);
    expect(onlyPriceMissing({ ...page, missing: ["color", "price"] })).toBe(false);
    expect(onlyPriceMissing({ ...page, missing: [] })).toBe(false);
  });
});
