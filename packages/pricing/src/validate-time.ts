import type { FeatureLayout } from "./features";
import { median } from "./linear-algebra";
import { fitMarketCurves, marketView } from "./market-curves";
import { daysBetween } from "./select-current";
import { projectToValuationDate, type TimeIndex } from "./time-index";
import type { PricingListing } from "./types";
import { specsOfListing } from "./typical-grades";
import { capPerRetailer, foldRowsPerRetailer } from "./calibrate-market";
import { evenSample } from "./even-sample";

/**
 * Horizons tried for carrying the trend past the newest data; 0 = value at the data date's prices.
 * At most half a year: the rate itself changes from one year to the next (4.8% a month from 2021
 * to 2024, about 1% from 2024 to 2026), so a longer carry overshoots (docs/pricing.md, "Time").
 */
const horizonsMonths = [0, 3, 6];
const testListings = 3000;

/**
 * Time-forward check: fit on the listings before the newest snapshots, then value the newest
 * snapshots' stones at their own dates (the fair market value, as a report would) with the trend
 * carried forward 0, 3 or 6 months at most. The best horizon with the trend is kept only if it
 * beats the stale prices.
 */
export function validateTimeIndex(
  rows: readonly PricingListing[],
  index: TimeIndex,
  layout: FeatureLayout,
): Pick<TimeIndex, "projectionMonths" | "validation"> {
  if (index.knots.length < 3) return { projectionMonths: 0, validation: null };
  const testFrom = index.knots[index.knots.length - 2]!;
  const train = rows.filter((l) => l.observedOn <= testFrom);
  const test = evenSample(
    rows.filter((l) => l.observedOn > testFrom && daysBetween(testFrom, l.observedOn) > 120),
    testListings,
  );
  if (test.length === 0) return { projectionMonths: 0, validation: null };
  const past = fitMarketCurves(capPerRetailer(train, foldRowsPerRetailer), layout);
  const errors = horizonsMonths.map((horizon) => {
    const trained = { ...past.timeIndex, projectionMonths: horizon };
    return median(
      test.map((l) => {
        const projection = projectToValuationDate(trained, l.observedOn, l.carat);
        return Math.abs(
          marketView(past, specsOfListing(l)).fairLogPrice +
            projection.logShift -
            Math.log(l.priceCents),
        );
      }),
    );
  });
  const [withoutTrend, ...withTrend] = errors as [number, ...number[]];
  const bestTrend = withTrend.indexOf(Math.min(...withTrend));
  const horizonMonths = horizonsMonths[bestTrend + 1]!;
  return {
    projectionMonths: withTrend[bestTrend]! < withoutTrend ? horizonMonths : 0,
    validation: {
      trainedUntil: past.timeIndex.dataDate,
      testFrom: oldestDate(test),
      testListings: test.length,
      errorWithTrend: withTrend[bestTrend]!,
      errorWithoutTrend: withoutTrend,
      horizonMonths,
    },
  };
}

function oldestDate(test: readonly PricingListing[]): string {
  return test.reduce(
    (first, l) => (l.observedOn < first ? l.observedOn : first),
    test[0]!.observedOn,
  );
}
