/**
 * The valuation date: the day a stone is valued for (an appraiser's "as of", a tracked diamond's
 * purchase day), as every boundary reads and refuses it. No zod, so the form's chunk stays small.
 */
import { formatDate } from "./figures";

/** What a bad valuation date is told, wherever it is typed or sent. */
export const invalidValuationDateMessage =
  "The valuation date must be a day written yyyy-mm-dd, e.g. 2024-03-15.";

/** What a bad purchase date of a tracked diamond is told. */
export const invalidPurchaseDateMessage =
  "The purchase date must be a day written yyyy-mm-dd, e.g. 2024-03-15.";

/** A real calendar day written yyyy-mm-dd ("2024-02-30" is not one). */
export function isCalendarDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

/** Why a day cannot be valued (as the engine's `valuationDateProblem` says it). */
export type ValuationDateProblem =
  { kind: "after-today"; today: string } | { kind: "before-data"; earliest: string };

/**
 * The refusal of a day that cannot be valued, naming the days that can: "The valuation date Mar 3,
 * 2019 is before our market data begin (Feb 1, 2021): we can value a diamond for any day from Feb
 * 1, 2021 to today."
 */
export function valuationDateRefusal(
  date: string,
  problem: ValuationDateProblem,
  earliest: string,
  what: "valuation date" | "purchase date" = "valuation date",
): string {
  const why =
    problem.kind === "after-today"
      ? `is after today (${formatDate(problem.today)})`
      : `is before our market data begin (${formatDate(problem.earliest)})`;
  return `The ${what} ${formatDate(date)} ${why}: we can value a diamond for any day from ${formatDate(earliest)} to today.`;
}

/**
 * The day a report values when it is not the day of the analysis (a day the user chose), else
 * null: what its date line names beside the analysis's own date. Analyses stored before pricing v2
 * (no `dataDate`) wrote the data's date as their valuation date: never a chosen day.
 */
export function chosenValuationDate(
  basis: { valuationDate: string; dataDate?: string },
  analysedAt: string | Date,
): string | null {
  if (basis.dataDate === undefined) return null;
  const analysedOn = new Date(analysedAt).toISOString().slice(0, 10);
  return basis.valuationDate < analysedOn ? basis.valuationDate : null;
}
