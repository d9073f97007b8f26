import { z } from "zod";

/*
 * The engine's measured accuracy as the methodology page shows it: written by `npm run
 * pricing:eval` (packages/pricing/scripts/publish-evaluation.ts) into the web build, checked here
 * on the way out, never typed by hand.
 */

const isoDay = z.iso.date();

/** One held-out test of the engine: a fold kind's summary. A new kind of fold is one more row. */
export const evaluationRowSchema = z.object({
  /** Short name: "Within retailer". */
  fold: z.string().min(1),
  /** What was held out and what was predicted, in plain words. */
  method: z.string().min(1),
  /** How many predictions were checked, and of what ("listings", "cells"). */
  n: z.number().int().positive(),
  unit: z.string().min(1),
  /** Median absolute percentage error (0.04 = 4%); null where the fold checks ranges only. */
  mdape: z.number().min(0).nullable(),
  /** Share of actual prices inside the stated 80% range; null without a range. */
  coverage: z.number().min(0).max(1).nullable(),
  /**
   * Median of high over low of the stated range (1.17 = 17% wider at the top); null without a
   * range.
   */
  width: z.number().min(1).nullable(),
  /** What the fold should reach: "4% or less", "75-85% inside". */
  aim: z.string().min(1),
});
export type EvaluationRow = z.infer<typeof evaluationRowSchema>;

/**
 * The market data an evaluation ran on: each retailer's listings and each published index, with
 * their newest days.
 */
export const evaluationSourcesSchema = z.object({
  listings: z.array(
    z.object({
      retailer: z.string().min(1),
      listings: z.number().int().nonnegative(),
      newestDay: isoDay,
    }),
  ),
  indexes: z.array(
    z.object({
      /** The publication's address. */
      source: z.string().min(1),
      /** Edition days, oldest first. */
      editions: z.array(isoDay).min(1),
      newestCollectedOn: isoDay,
      retailers: z.array(z.string().min(1)),
    }),
  ),
});
export type EvaluationSources = z.infer<typeof evaluationSourcesSchema>;

/**
 * One retailer in the edition-forward fold: the engine's error on its next medians beside carrying
 * its last published median forward (the forecast the engine must not lose to).
 */
export const retailerForecastSchema = z.object({
  retailer: z.string().min(1),
  /** Its medians predicted, and the engine's median absolute percentage error on them. */
  medians: z.number().int().positive(),
  engine: z.number().min(0),
  /** The same medians where an earlier edition had the cell: carry-forward's error, and the engine's. */
  carriedMedians: z.number().int().nonnegative(),
  carried: z.number().min(0).nullable(),
  engineWhereCarried: z.number().min(0).nullable(),
});
export type RetailerForecast = z.infer<typeof retailerForecastSchema>;

export const publishedEvaluationSchema = z.object({
  /** The day the evaluation ran. */
  evaluatedOn: isoDay,
  /** The newest listing it stood on. */
  dataDate: isoDay,
  /**
   * The command that wrote it, as run ("npm run pricing:eval", or with the sections it was limited
   * to).
   */
  command: z.string().min(1),
  rows: z.array(evaluationRowSchema).min(1),
  /** Each retailer's next index medians, engine against carry-forward (absent without editions). */
  retailerForecasts: z.array(retailerForecastSchema).optional(),
  sources: evaluationSourcesSchema,
});
export type PublishedEvaluation = z.infer<typeof publishedEvaluationSchema>;
