/**
 * npm run --silent pricing:predict < requests.jsonl > predictions.jsonl
 * One JSON line out per line in, same order; a bad line gets {"error": "..."} and the rest go on.
 */
import { createInterface } from "node:readline";
import { createMarketIndex } from "../src/market-index";
import { fitPricingModel } from "../src/fit-pricing-model";
import { priceDiamond } from "../src/price-diamond";
import { priceAssessment } from "../src/assessment-tier";
import { loadIndexCells, loadMarketListings, newestObservation } from "./load-market";
import { parseRequestLine } from "./parse-request-line";
import { valuationDateProblem } from "../src/valuation-date";

const dollars = (cents: number) => Math.round(cents) / 100;

const { listings } = await loadMarketListings();
const indexCells = await loadIndexCells();
const model = fitPricingModel(listings, {
  valuationDate: newestObservation(listings, indexCells),
  indexCells,
});
const index = createMarketIndex(listings, model);

for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
  let output: object;
  try {
    const { assessment, ...request } = parseRequestLine(line);
    const problem =
      request.valuationDate &&
      valuationDateProblem(
        model.timeIndex,
        request.valuationDate,
        new Date().toISOString().slice(0, 10),
      );
    if (problem)
      throw new Error(
        problem.kind === "after-today"
          ? `valuationDate ${request.valuationDate} is after today (${problem.today})`
          : `valuationDate ${request.valuationDate} is before the market data begin (${problem.earliest})`,
      );
    const tiered = assessment
      ? priceAssessment(model, index, request, assessment, { comparables: 0 })
      : null;
    const result = tiered ?? priceDiamond(model, index, request, { comparables: 0 });
    output = {
      fairMarketValue: dollars(result.fairMarketValueCents),
      low: dollars(result.lowCents),
      high: dollars(result.highCents),
      confidence: result.confidence,
      ...(result.expectedAtRetailerCents === null
        ? {}
        : { expectedAtRetailer: dollars(result.expectedAtRetailerCents) }),
      ...(result.expectedAtRetailerRange === null
        ? {}
        : {
            expectedAtRetailerLow: dollars(result.expectedAtRetailerRange.lowCents),
            expectedAtRetailerHigh: dollars(result.expectedAtRetailerRange.highCents),
          }),
      ...(tiered
        ? {
            assessment: {
              tier: tiered.assessment.tier,
              listings: tiered.assessment.listings,
              grades: tiered.assessment.grades.map((g) => ({
                color: g.color,
                clarity: g.clarity,
                share: Math.round(g.share * 1000) / 1000,
                fairMarketValue: dollars(g.fairMarketValueCents),
              })),
            },
          }
        : {}),
    };
  } catch (error) {
    output = { error: error instanceof Error ? error.message : String(error) };
  }
  process.stdout.write(`${JSON.stringify(output)}\n`);
}
