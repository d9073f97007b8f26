import { describe, expect, it } from "vitest";
import { defaultLayout } from "./features";
import { fitHedonic, hedonicRowsOf, type HedonicOptions } from "./fit-hedonic";
import { listingRegressionRows } from "./market-curves";
import { syntheticListings } from "./testing/synthetic-market";
import { encodeTime, timeColumns, timeKnots } from "./time-index";
import { specsOfListing } from "./typical-grades";

describe("the regression's rows read from the listings in place", () => {
  // Every other listing leaves its finish grades, fluorescence and lab unstated, as feeds do.
  const listings = syntheticListings().map((l, i) =>
    i % 2
      ? { ...l, polish: null, symmetry: null, fluorescence: null, certificateLab: null }
      : { ...l, cut: "Very Good" as const, certificateLab: "GIA" as const },
  );
  const knots = timeKnots(listings.map((l) => l.observedOn));
  const time = timeColumns(knots);
  const options: HedonicOptions = {
    robustRounds: 2,
    centerLevels: true,
    fixedShared: { labGIA: 0.03 },
    extra: { names: [...time.names, "intercept"], penalty: [...time.penalty, 0] },
  };

  it("fit exactly as copies of each listing's specs with its time columns did", () => {
    const copies = hedonicRowsOf(
      listings.map((l) => {
        const encoded = encodeTime(knots, l.observedOn, l.carat);
        return {
          specs: specsOfListing(l),
          retailer: l.retailer,
          logPrice: Math.log(l.priceCents),
          extra: {
            index: [...encoded.index, time.names.length],
            value: [...encoded.value, 1],
          },
        };
      }),
    );
    const inPlace = listingRegressionRows(listings, knots);
    expect(inPlace.length).toBe(listings.length);
    expect(fitHedonic(inPlace, defaultLayout, options)).toEqual(
      fitHedonic(copies, defaultLayout, options),
    );
  });
});
