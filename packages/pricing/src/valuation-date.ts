import { earliestValuationDate, type TimeIndex } from "./time-index";

/** Why a day cannot be valued: it has not come yet, or it is before the market data begin. */
export type ValuationDateProblem =
  { kind: "after-today"; today: string } | { kind: "before-data"; earliest: string };

/** A valuation day's problem against the model's data and today, or null when it can be valued. */
export function valuationDateProblem(
  index: Pick<TimeIndex, "knots">,
  date: string,
  today: string,
): ValuationDateProblem | null {
  if (date > today) return { kind: "after-today", today };
  const earliest = earliestValuationDate(index);
  return date < earliest ? { kind: "before-data", earliest } : null;
}
