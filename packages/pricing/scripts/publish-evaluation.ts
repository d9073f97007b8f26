import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import {
  publishedEvaluationSchema,
  type EvaluationRow,
  type EvaluationSources,
  type PublishedEvaluation,
  type RetailerForecast,
} from "@faircarat/contracts/methodology";
import type { FoldMetrics } from "./eval-metrics";

/**
 * Where the methodology page reads the figures from: part of the web build, committed with the code
 * that measured them.
 */
export const evaluationJsonPath = resolve(
  import.meta.dirname,
  "../../../apps/web/src/features/methodology/evaluation.json",
);

/** What a published row says of its fold, besides the figures. */
export type FoldDescription = Pick<EvaluationRow, "fold" | "method" | "unit" | "aim"> & {
  /** False where the fold checks ranges only, and its error would mislead. */
  error?: boolean;
};

/**
 * Four decimals: enough for a percent with two, and a file that changes only when a figure does.
 */
const rounded = (value: number | null) =>
  value === null ? null : Math.round(value * 10_000) / 10_000;

/** A fold kind's summary figures as the page shows them. */
export function summaryRow(description: FoldDescription, metrics: FoldMetrics): EvaluationRow {
  const { error = true, ...words } = description;
  return {
    ...words,
    n: metrics.listings,
    mdape: error ? rounded(metrics.mdape) : null,
    coverage: rounded(metrics.coverage),
    width: rounded(metrics.width),
  };
}

/** "npm run pricing:eval", with the sections a partial run was limited to. */
export function evalCommand(only: string | undefined = process.env.EVAL_ONLY): string {
  return only ? `EVAL_ONLY=${only} npm run pricing:eval` : "npm run pricing:eval";
}

export interface PublishOptions {
  /** The newest listing the evaluation stood on. */
  dataDate: string;
  /** Today, unless a test says otherwise. */
  evaluatedOn?: string;
  command?: string;
  path?: string;
  retailerForecasts?: RetailerForecast[];
}

/**
 * Checks the evaluation's summary rows and sources against the page's schema and writes them into
 * the web build, so the methodology page shows what the script measured and nothing typed by hand.
 * A row that fails the schema (a NaN, a coverage above 1) stops the run instead of reaching the
 * page.
 */
export function publishEvaluation(
  rows: readonly EvaluationRow[],
  sources: EvaluationSources,
  options: PublishOptions,
): PublishedEvaluation {
  const evaluation = publishedEvaluationSchema.parse({
    evaluatedOn: options.evaluatedOn ?? new Date().toISOString().slice(0, 10),
    dataDate: options.dataDate,
    command: options.command ?? evalCommand(),
    rows,
    ...(options.retailerForecasts?.length ? { retailerForecasts: options.retailerForecasts } : {}),
    sources,
  });
  const path = options.path ?? evaluationJsonPath;
  writeFileSync(path, `${JSON.stringify(evaluation, null, 2)}\n`);
  console.log(`Published ${evaluation.rows.length} rows and the sources to ${path}`);
  return evaluation;
}
