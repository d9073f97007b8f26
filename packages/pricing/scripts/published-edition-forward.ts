import type { EvaluationRow, RetailerForecast } from "@faircarat/contracts/methodology";
import type { EditionForward } from "./eval-edition-forward";
import { foldMetrics, type Prediction } from "./eval-metrics";
import { summaryRow } from "./publish-evaluation";

const method =
  "Fitted on the listings and the published index editions before each later one, then predicting that edition at its collection day";

/**
 * The edition-forward fold as the methodology page's rows: the engine's retailer medians with
 * their 80% ranges, the two forecasts it is measured against, and the market median.
 */
export function editionForwardRows(fold: EditionForward): EvaluationRow[] {
  const engine: Prediction[] = fold.cases.map((c) => ({
    actualCents: c.actualCents,
    predictedCents: c.engineCents,
    ...(c.engineLowCents !== null && c.engineHighCents !== null
      ? { lowCents: c.engineLowCents, highCents: c.engineHighCents }
      : {}),
  }));
  const carried = fold.cases.flatMap((c) =>
    c.carriedCents === null ? [] : [{ actualCents: c.actualCents, predictedCents: c.carriedCents }],
  );
  const withoutIndex = fold.cases.map((c) => ({
    actualCents: c.actualCents,
    predictedCents: c.withoutIndexCents,
  }));
  const market = fold.market.map((c) => ({
    actualCents: c.actualCents,
    predictedCents: c.engineCents,
  }));
  const rows = [
    summaryRow(
      {
        fold: "Next index edition: each retailer",
        method: `${method}: each retailer's median price for the index's spec, with its 80% range.`,
        unit: "retailer medians",
        aim: "smaller error than carrying the last edition forward; 75-90% inside the range at a width of 2.5x or less",
      },
      foldMetrics(engine),
    ),
    summaryRow(
      {
        fold: "Next index edition: last edition carried forward",
        method:
          "Each retailer's last published median for the same spec, taken as its next one: the simple forecast the engine must beat.",
        unit: "retailer medians",
        aim: "none: the comparison for the row above",
      },
      foldMetrics(carried),
    ),
    summaryRow(
      {
        fold: "Next index edition: the engine without indexes",
        method: "The same retailer medians predicted by the engine fitted on the listings alone.",
        unit: "retailer medians",
        aim: "none: the comparison for the first row",
      },
      foldMetrics(withoutIndex),
    ),
    summaryRow(
      {
        fold: "Next index edition: the market median",
        method: `${method}: the median of the retailers' medians in each carat window, against the median of the engine's predictions for the same retailers.`,
        unit: "carat windows",
        aim: "error within 5%",
      },
      foldMetrics(market),
    ),
  ];
  // A comparison with no case (no cell published twice) is not a figure.
  return rows.filter((row) => row.n > 0);
}

const medianError = (pairs: readonly { predicted: number; actual: number }[]) =>
  pairs.length === 0
    ? null
    : foldMetrics(pairs.map((p) => ({ actualCents: p.actual, predictedCents: p.predicted }))).mdape;

/** Each retailer's next medians: the engine's error beside carrying its last median forward. */
export function retailerForecasts(fold: EditionForward): RetailerForecast[] {
  const retailers = [...new Set(fold.cases.map((c) => c.retailer))].sort();
  return retailers.map((retailer) => {
    const own = fold.cases.filter((c) => c.retailer === retailer);
    const carried = own.filter((c) => c.carriedCents !== null);
    const round = (value: number | null) =>
      value === null ? null : Math.round(value * 10_000) / 10_000;
    return {
      retailer,
      medians: own.length,
      engine: round(
        medianError(own.map((c) => ({ predicted: c.engineCents, actual: c.actualCents }))),
      )!,
      carriedMedians: carried.length,
      carried: round(
        medianError(carried.map((c) => ({ predicted: c.carriedCents!, actual: c.actualCents }))),
      ),
      engineWhereCarried: round(
        medianError(carried.map((c) => ({ predicted: c.engineCents, actual: c.actualCents }))),
      ),
    };
  });
}
