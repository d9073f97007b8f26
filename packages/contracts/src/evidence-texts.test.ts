import { describe, expect, it } from "vitest";
import { basisSources, describeEvidence } from "./evidence-texts";

const index = {
  kind: "index",
  source: "https://rings.com/pages/lab-grown-diamond-price-index",
  edition: "2026-07-26",
  collectedOn: "2026-07-23",
  listings: 1506,
} as const;
const listings = { kind: "listings", asOf: "2026-04-23", listings: 812 } as const;

describe("what a retailer's usual price rests on", () => {
  it("names the listings' day or the index's edition and listings", () => {
    expect(describeEvidence(listings)).toBe("listings of Apr 23, 2026");
    expect(describeEvidence(index)).toBe("published index, July 2026, 1,506 listings");
  });

  it("names a published index beside the listings, as its retailers are not all the listings' own", () => {
    const retailers = ["Blue Nile", "Clean Origin", "Ritani"];
    expect(basisSources({ listings: 42760, retailers, indexDate: "2026-07-25" })).toBe(
      "42,760 listings and a published price index, covering 3 retailers",
    );
    expect(basisSources({ listings: 42760, retailers, indexDate: null })).toBe(
      "42,760 listings from 3 retailers",
    );
    expect(basisSources({ listings: 100, retailers: ["VRAI"] })).toBe(
      "100 listings from 1 retailer",
    );
  });
});
