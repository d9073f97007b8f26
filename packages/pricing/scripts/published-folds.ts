import { formatDate } from "@faircarat/contracts/figures";
import type { FoldDescription } from "./publish-evaluation";

/** The cutoff moment's UTC day, as every date is written. */
const day = (cutoff: string) => formatDate(new Date(cutoff).toISOString().slice(0, 10));

/**
 * How the methodology page names each fold of `npm run pricing:eval` and what it aims at (the
 * aims of docs/pricing.md, "Evidence"). A new fold is one more entry and one more row.
 */
export const publishedFolds = {
  within: {
    fold: "Within retailer",
    method:
      "Each retailer's listings split in five; each fifth priced at its own retailer by the engine fitted without it (mean over retailers).",
    unit: "listings",
    aim: "error 4% or less",
  },
  loro: {
    fold: "A retailer it has never seen",
    method:
      "Each current retailer left out in turn and the whole engine refitted without it; its listings against the fair market value and its 80% range (mean over retailers, each once).",
    unit: "listings",
    aim: "75-85% inside the range",
  },
  shape: {
    fold: "A shape it has not seen at that retailer",
    method:
      "Each retailer's listings of one shape, priced at that retailer by the engine fitted without them (mean over retailer-shape pairs).",
    unit: "listings",
    aim: "error 12% or less",
  },
  cells: {
    fold: "Typical price across retailers",
    method:
      "Spec cells listed by three or more retailers, left out five at a time: the fair market value against the median of the retailers' median prices.",
    unit: "cells",
    aim: "error 5% or less",
  },
  cellListings: {
    fold: "Listings of those cells",
    method:
      "The same cells' listings (at most 10 per retailer and cell) against the 80% range a report of each states, counted per listing.",
    unit: "listings",
    aim: "75-85% inside the range",
    error: false,
  },
  timeForward: (cutoff: string): FoldDescription => ({
    fold: "Forward in time",
    method: `The engine fitted on listings up to ${day(cutoff)}, the later listings priced at their own dates; range coverage counted per listing.`,
    unit: "listings",
    aim: "smaller error than without the time trend",
  }),
  timeForwardWithoutTrend: {
    fold: "Forward in time, without the trend",
    method:
      "The same test with prices left at the newest fitted listing's day, not moved along the time trend: what the trend is measured against.",
    unit: "listings",
    aim: "none: the comparison for the row above",
  },
} satisfies Record<string, FoldDescription | ((cutoff: string) => FoldDescription)>;
