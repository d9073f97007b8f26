import { describe, expect, it } from "vitest";
import { basisLine } from "./basis-line";

const basis = { valuationDate: "2026-04-23", listings: 23984, retailers: ["Clean Origin", "James Allen", "VRAI"], nearbyListings: 2094 };

describe("basisLine", () => {
  it("dates the market data by its own date, not by the analysis day", () => {
    expect(basisLine({ ...basis, valuationDate: "2026-11-23", dataDate: "2026-04-23" })).toBe("Based on 23,984 listings from 3 retailers, market data of Apr 23, 2026");
  });

  it("reads an analysis stored before the data's date was kept by its valuation date", () => {
    expect(basisLine(basis)).toBe("Based on 23,984 listings from 3 retailers, market data of Apr 23, 2026");
  });

  it("leaves the date to the time note when one follows", () => {
    expect(basisLine({ ...basis, retailers: ["VRAI"] }, { withDate: false })).toBe("Based on 23,984 listings from 1 retailer");
  });
});
