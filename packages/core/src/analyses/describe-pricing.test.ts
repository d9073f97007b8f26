import { describe, expect, it } from "vitest";
import { describeConfidence, describeRange, describeTime } from "./describe-pricing";
import { formatDate } from "@faircarat/contracts/figures";

const time = {
  dataDate: "2026-04-23",
  listingsDate: "2026-04-23",
  indexDate: null,
  valuationDate: "2026-11-23",
  monthsPastData: 7,
  monthlyChange: -0.021,
  monthsProjected: 6,
};

describe("describe pricing", () => {
  it("writes days the way the report does", () => {
    expect(formatDate("2026-04-23")).toBe("Apr 23, 2026");
    expect(formatDate("2021-12-01")).toBe("Dec 1, 2021");
  });

  it("says what the confidence is the probability of", () => {
    expect(describeConfidence({ confidence: 0.193, confidenceTolerance: 0.1 })).toBe(
      "19% is the chance that the typical asking price for these specs across retailers lies within 10% of this fair market value.",
    );
  });

  it("says whose listings the range holds: the retailers we track, or any retailer for one we have no prices from", () => {
    expect(describeRange({ rangeScope: "tracked-retailers" })).toBe(
      "The range is where 80% of listings of these specs sit at the retailers we track, each retailer counting once.",
    );
    expect(describeRange({ rangeScope: "any-retailer" })).toMatch(
      /^The range is where 80% of listings of these specs sit at any retailer: wider than at the retailers we track/,
    );
  });

  it("says the data's date, the trend and how much of it the value carries", () => {
    expect(describeTime(time)).toBe(
      "Market data of Apr 23, 2026; prices at this size fell about 2.1% a month over the last two years; the estimate for Nov 23, 2026 includes 6 of the 7 months since, and its range is wider for it.",
    );
    expect(describeTime({ ...time, monthsProjected: 0 })).toMatch(
      /did not improve time-forward checks, so the value stays at that date's prices \(7 months ago\)\.$/,
    );
    expect(
      describeTime({ ...time, valuationDate: "2026-04-23", monthsPastData: 0, monthsProjected: 0 }),
    ).toBe(
      "Market data of Apr 23, 2026; prices at this size fell about 2.1% a month over the last two years.",
    );
    expect(describeTime({ ...time, monthlyChange: null })).toMatch(/history is too short/);
  });

  it("names both sources' dates when a published index moved the data date past the listings", () => {
    expect(
      describeTime({
        ...time,
        dataDate: "2026-07-25",
        indexDate: "2026-07-25",
        monthsPastData: 4.1,
        monthsProjected: 4.1,
        valuationDate: "2026-11-27",
      }),
    ).toBe(
      "Market data of Jul 25, 2026 (listings of Apr 23, 2026, published index of Jul 25, 2026); prices at this size fell about 2.1% a month over the last two years; the estimate for Nov 27, 2026 includes the 4 months since, and its range is wider for it.",
    );
  });
});
