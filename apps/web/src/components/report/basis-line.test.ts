import { describe, expect, it } from "vitest";
import { basisLine } from "./basis-line";

const basis = {
  valuationDate: "2026-04-23",
  listings: 23984,
  retailers: ["Clean Origin", "James Allen", "VRAI"],
  nearbyListings: 2094,
};

describe("basisLine", () => {
  it("dates the market data by its own date, not by the analysis day", () => {
    expect(basisLine({ ...basis, valuationDate: "2026-11-23", dataDate: "2026-04-23" })).toBe(
      "Based on 23,984 listings from 3 retailers, market data of Apr 23, 2026",
    );
  });

  it("reads an analysis stored before the data's date was kept by its valuation date", () => {
    expect(basisLine(basis)).toBe(
      "Based on 23,984 listings from 3 retailers, market data of Apr 23, 2026",
    );
  });

  it("counts a retailer a published index alone names among the retailers, not as a source of listings", () => {
    // Found reviewing issue 27 in a browser: "Based on 42,760 listings from 11 retailers", and four
    // of the 11 (Ritani, Blue Nile, ...) have no listings of ours.
    const withIndex = {
      ...basis,
      listings: 42760,
      retailers: ["Blue Nile", "Clean Origin", "Ritani"],
      dataDate: "2026-07-25",
      listingsDate: "2026-04-23",
      indexDate: "2026-07-25",
    };
    expect(basisLine(withIndex, { withDate: false })).toBe(
      "Based on 42,760 listings and a published price index, covering 3 retailers",
    );
    expect(basisLine(withIndex)).toBe(
      "Based on 42,760 listings and a published price index, covering 3 retailers, market data of Jul 25, 2026",
    );
    expect(basisLine({ ...withIndex, indexDate: null }, { withDate: false })).toBe(
      "Based on 42,760 listings from 3 retailers",
    );
  });

  it("leaves the date to the time note when one follows", () => {
    expect(basisLine({ ...basis, retailers: ["VRAI"] }, { withDate: false })).toBe(
      "Based on 23,984 listings from 1 retailer",
    );
  });
});
