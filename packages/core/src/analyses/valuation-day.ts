import {
  invalidValuationDateMessage,
  isCalendarDay,
  valuationDateRefusal,
} from "@faircarat/contracts/valuation-date";
import { earliestValuationDate, valuationDateProblem, type PriceResult } from "@faircarat/pricing";
import { DomainError } from "../errors";
import type { PricingSnapshot } from "./market-pricing";

/**
 * The day a stone is valued for: the day asked, else today. A day before the market data begin or
 * after today is refused (`valuation_date_out_of_range`, 422), naming the days that can be valued.
 */
export function valuationDayOf(
  snapshot: Pick<PricingSnapshot, "model">,
  asked: string | null | undefined,
  today: string,
  what: "valuation date" | "purchase date" = "valuation date",
): string {
  if (!asked) return today;
  if (!isCalendarDay(asked))
    throw new DomainError("validation_failed", invalidValuationDateMessage);
  const { timeIndex } = snapshot.model;
  const problem = valuationDateProblem(timeIndex, asked, today);
  if (problem)
    throw new DomainError(
      "valuation_date_out_of_range",
      valuationDateRefusal(asked, problem, earliestValuationDate(timeIndex), what),
    );
  return asked;
}

/**
 * The result with only the listings seen by the valuation day: one seen after it was not known on
 * it (a past day's report shows no later listing as a comparable or the same stone).
 */
export function knownOn(priced: PriceResult, valuationDate: string): PriceResult {
  const seen = <T extends { observedOn: string }>(listings: T[]) =>
    listings.filter((listing) => listing.observedOn <= valuationDate);
  return {
    ...priced,
    comparableListings: seen(priced.comparableListings),
    sameStone: seen(priced.sameStone),
  };
}
