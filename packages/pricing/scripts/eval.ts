/**
 * npm run pricing:eval: the engine against a pooled hedonic baseline on the market feeds
 * (MARKET_FEEDS, default ../shared/data/market): within-retailer, leave-one-retailer-out,
 * leave-one-shape-out, time-forward and cross-retailer cells, with interval coverage and width, and
 * a reliability table for the confidence. Deterministic: the same figures on every run.
 */
import { fitMarket } from "../src/fit-pricing-model";
import { usableRows } from "../src/market-curves";
import type { PricingListing } from "../src/types";
import {
  crossRetailerCells,
  leaveOneRetailerOut,
  leaveOneShapeOut,
  timeForward,
  withinRetailer,
  type FoldResult,
} from "./eval-folds";
import { foldMetrics, formatRow, meanOfFolds, tableHeader, type Prediction } from "./eval-metrics";
import { withIndexCells } from "../src/apply-index-layer";
import { describeEditionForward, describeIndexLayer, editionForward } from "./eval-edition-forward";
import { loadIndexCells, loadMarketListings, newestObservation } from "./load-market";
import { describeLabPremium, describeProportionEffects } from "./lab-premium";
import { intervalDesigns } from "./eval-interval-designs";
import { monotonicityAudit } from "./monotonicity-audit";
import type { EvaluationRow } from "@faircarat/contracts/methodology";
import { evaluationSources } from "./evaluation-sources";
import { publishEvaluation, summaryRow, type FoldDescription } from "./publish-evaluation";
import { editionForwardRows, retailerForecasts } from "./published-edition-forward";
import type { RetailerForecast } from "@faircarat/contracts/methodology";
import { publishedFolds } from "./published-folds";
import { reliabilityTable } from "./eval-reliability";

const { listings, source } = await loadMarketListings();
const valuationDate = newestObservation(listings);
const { model, calibration } = fitMarket(listings, { valuationDate });
const currentRetailers = model.retailers.filter((r) => r.current).map((r) => r.retailer);
const isCurrent = (l: PricingListing) => {
  const summary = model.retailers.find((r) => r.retailer === l.retailer);
  return !!summary?.current && l.observedOn >= summary.snapshotFrom && l.origin === "lab";
};
const rows = usableRows(listings, valuationDate);
const current = rows.filter(isCurrent);
console.log(
  `Market feeds: ${source}\nData date: ${valuationDate}; lab rows ${rows.length}; current ${current.length} from ${currentRetailers.join(", ")}\n`,
);

/**
 * EVAL_ONLY=lab,within,loro,shape,cells,edition,designs,audit,time runs some sections only (while
 * iterating; the documented figures come from a full run).
 */
const only = process.env.EVAL_ONLY?.split(",");
const runs = (section: string) => !only || only.includes(section);

if (runs("lab") && model.labPremium && model.proportionEffects)
  console.log(
    `${[...describeLabPremium(model.labPremium), ...describeProportionEffects(model.proportionEffects)].join("\n")}\n`,
  );

/** Each fold kind's summary row, for the methodology page. */
const published: EvaluationRow[] = [];
/** The edition-forward fold per retailer, beside carry-forward, for the methodology page. */
let forecasts: RetailerForecast[] = [];

const printFolds = (
  title: string,
  folds: readonly FoldResult[],
  meanLabel?: string,
  publishAs?: FoldDescription,
) => {
  console.log(`${title}\n${tableHeader}`);
  const metrics = folds.map((f) => ({
    ours: foldMetrics(f.ours),
    baseline: foldMetrics(f.baseline),
  }));
  folds.forEach((f, i) => console.log(formatRow(f.label, metrics[i]!.ours, metrics[i]!.baseline)));
  if (meanLabel && folds.length > 1)
    console.log(
      formatRow(
        meanLabel,
        meanOfFolds(metrics.map((m) => m.ours)),
        meanOfFolds(metrics.map((m) => m.baseline)),
      ),
    );
  if (publishAs)
    published.push(
      summaryRow(
        publishAs,
        folds.length > 1 ? meanOfFolds(metrics.map((m) => m.ours)) : metrics[0]!.ours,
      ),
    );
  console.log("");
};
/**
 * Writes the rows of the sections run, with the sources, into the web build
 * (publish-evaluation.ts).
 */
const publish = async () => {
  // A run of sections without folds (EVAL_ONLY=lab) leaves the page's figures as they are.
  if (published.length === 0)
    console.log("No fold ran, so the methodology page's evaluation is left as it is.");
  else
    publishEvaluation(published, await evaluationSources(model), {
      dataDate: valuationDate,
      retailerForecasts: forecasts,
    });
};

if (runs("within"))
  printFolds(
    "Within retailer: 5-fold over listings, the expected price at the listing's own retailer",
    withinRetailer(rows, current),
    "mean over retailers",
    publishedFolds.within,
  );

const loro = runs("loro")
  ? leaveOneRetailerOut(listings, current, currentRetailers, valuationDate)
  : { folds: [], confidence: [] };
if (runs("loro"))
  printFolds(
    "Leave one retailer out: the whole engine refitted without it, its listings against the fair market value and interval",
    loro.folds,
    "mean over retailers, each once",
    publishedFolds.loro,
  );

if (runs("shape"))
  printFolds(
    "Leave one shape out per retailer: that retailer's listings of the shape, priced at the retailer by a model that never saw them there",
    leaveOneShapeOut(rows, current),
    "mean over retailer-shape pairs",
    publishedFolds.shape,
  );

if (runs("cells")) {
  const cells = crossRetailerCells(listings, current, valuationDate);
  printFolds(
    "Cross-retailer cells: fair value vs the median over retailers of their median price; the cells' listings against the range stated for them",
    [cells.typical, cells.listings],
  );
  console.log(
    `  coverage by retailer: ${coverageByRetailer(cells.retailers, cells.listings.ours)}\n`,
  );
  published.push(
    summaryRow(publishedFolds.cells, foldMetrics(cells.typical.ours)),
    summaryRow(publishedFolds.cellListings, foldMetrics(cells.listings.ours)),
  );
}
if (runs("edition")) {
  const indexCells = await loadIndexCells();
  const editions = new Set(indexCells.map((c) => c.edition)).size;
  const fold = editions < 2 ? null : editionForward(model, listings, indexCells);
  console.log(
    fold === null
      ? "Edition-forward: fewer than two index editions in MARKET_INDEXES, nothing to predict\n"
      : `Edition-forward: fitted on the listings plus the index editions before each later one, that edition's retailer medians and market median predicted at its collection day (${editions - 1} editions predicted)\n${describeEditionForward(fold)}\n`,
  );
  if (fold) {
    published.push(...editionForwardRows(fold));
    forecasts = retailerForecasts(fold);
  }
  const layer = withIndexCells(model, indexCells).index.layer;
  if (layer) console.log(`${describeIndexLayer(layer)}\n`);
}
if (runs("designs"))
  console.log(
    `Interval designs (held-out retailers vs known retailers' own listings)\n${intervalDesigns(model, calibration, rows, current)}\n`,
  );
if (runs("audit"))
  console.log(`${monotonicityAudit(withIndexCells(model, await loadIndexCells()))}\n`);
if (!runs("time")) {
  await publish();
  process.exit(0);
}

const cutoff = "2024-12-31";
const forward = timeForward(listings, cutoff);
const v = forward.model.timeIndex.validation;
console.log(
  `Time-forward: fitted on listings up to ${cutoff} (data date ${forward.model.dataDate}), the 2026 listings priced at their own dates`,
);
console.log(tableHeader);
console.log(
  formatRow(
    forward.shipped.label,
    foldMetrics(forward.shipped.ours),
    foldMetrics(forward.shipped.baseline),
  ),
);
published.push(
  summaryRow(publishedFolds.timeForward(cutoff), foldMetrics(forward.shipped.ours)),
  summaryRow(publishedFolds.timeForwardWithoutTrend, foldMetrics(forward.withoutIndex)),
);
console.log(
  `  coverage by retailer: ${coverageByRetailer(forward.retailers, forward.shipped.ours)}`,
);
console.log(
  formatRow(
    "time index not applied (prices of the data date)",
    foldMetrics(forward.withoutIndex),
    foldMetrics(forward.shipped.baseline),
  ),
);
console.log(
  formatRow(
    "time index carried 6 months",
    foldMetrics(forward.withIndex6),
    foldMetrics(forward.shipped.baseline),
  ),
);
console.log(
  `  the fit's own check chose ${forward.model.timeIndex.projectionMonths} months${v ? ` (trained to ${v.trainedUntil}, ${v.testListings} listings from ${v.testFrom}: error ${v.errorWithTrend.toFixed(3)} with the trend at ${v.horizonMonths} months vs ${v.errorWithoutTrend.toFixed(3)} without)` : ""}\n`,
);

const shippedCheck = model.timeIndex.validation;
console.log(
  `Shipped model: time index ${describeRate(model)}; carried ${model.timeIndex.projectionMonths} months past the data${shippedCheck ? ` (its check: ${shippedCheck.errorWithTrend.toFixed(3)} with vs ${shippedCheck.errorWithoutTrend.toFixed(3)} without, ${shippedCheck.testListings} listings)` : ""}`,
);
console.log(
  `  interval: tracked retailers' tail ${model.interval.trackedTail.toFixed(3)} (from ${model.interval.trackedCases} listings of cells 3+ retailers list); unseen-retailer spread ${model.interval.unseenRetailerSpread.toFixed(3)} (${model.interval.method}); per held-out retailer: ${model.interval.folds.map((f) => `${f.retailer} ${(f.coverage * 100).toFixed(0)}%`).join(", ")}`,
);
console.log(
  `  confidence: P(typical asking price within ${model.confidence.tolerance * 100}% of the fair value); uncertainty scale ${model.confidence.uncertaintyScale.toFixed(2)} from ${model.confidence.cases} held-out cells\n`,
);

console.log(
  "Reliability of the confidence (leave-one-retailer-out cells the held-out retailer lists, 3+ retailers; stated by the model fitted without it)",
);
console.log(reliabilityTable(loro.confidence));

await publish();

/**
 * Each retailer's share of its listings inside the interval, and their mean with each retailer
 * weighing the same.
 */
function coverageByRetailer(
  retailers: readonly string[],
  predictions: readonly Prediction[],
): string {
  const shares = [...new Set(retailers)].sort().map((retailer) => {
    const own = predictions.filter((_, i) => retailers[i] === retailer);
    return { retailer, n: own.length, coverage: foldMetrics(own).coverage ?? 0 };
  });
  const mean = shares.reduce((s, r) => s + r.coverage, 0) / shares.length;
  return `${shares.map((r) => `${r.retailer} ${(r.coverage * 100).toFixed(0)}% (${r.n})`).join(", ")}; mean over retailers ${(mean * 100).toFixed(1)}%`;
}

function describeRate(m: typeof model): string {
  const at1 = Math.exp(-m.timeIndex.slopePerYear / 12) - 1;
  return `${(at1 * 100).toFixed(1)}% a month at 1 ct (line), knots ${m.timeIndex.knots.join(", ")}`;
}

export type { Prediction };
