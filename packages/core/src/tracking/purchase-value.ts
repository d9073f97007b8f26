import type { TrackedDiamond } from "@faircarat/contracts";
import { analyzeStone, currentSnapshot } from "../analyses/analyze-stone";
import type { AnalysesContext } from "../analyses/analyses-context";
import { valuationDayOf } from "../analyses/valuation-day";
import { DomainError } from "../errors";
import { trackedStoneInput } from "./tracked-stone-input";

/** What values a tracked diamond's purchase day: the pricing in use and today's date. */
export type PurchaseValuation = Pick<AnalysesContext, "pricing" | "today">;

type AnalysisRow = Parameters<typeof trackedStoneInput>[0];
type PurchaseFigures = Pick<TrackedDiamond, "purchaseValue" | "purchaseValueNote">;

/** Purchase values per model: a list of 50 tracked diamonds is priced once per model and day. */
const valuesByModel = new WeakMap<object, Map<string, PurchaseFigures>>();
const VALUES_KEPT = 5_000;

/**
 * Refuses a purchase day the market data cannot value (before they begin, after today), as a
 * valuation date is refused; while the market data load, asks to try again (`market_unavailable`).
 */
export function checkPurchaseDate(valuation: PurchaseValuation, day: string): void {
  valuationDayOf(currentSnapshot(valuation), day, valuation.today(), "purchase date");
}

/**
 * The stone's value on the day it was bought, by the model in use (the market's level that day as
 * the snapshots published by then put it); or why there is none.
 */
export async function purchaseFigures(
  valuation: PurchaseValuation | undefined,
  tracked: { analysisId: string; purchaseDate: string | null; listedPriceCents: number },
  analysis: AnalysisRow,
): Promise<PurchaseFigures> {
  const day = tracked.purchaseDate;
  if (!day || !valuation) return { purchaseValue: null, purchaseValueNote: null };
  const snapshot = valuation.pricing.current();
  if (!snapshot)
    return {
      purchaseValue: null,
      purchaseValueNote: "The value on the purchase day shows once the market data have loaded.",
    };
  const today = valuation.today();
  const key = `${tracked.analysisId}|${day}|${today}`;
  let values = valuesByModel.get(snapshot.model);
  if (!values) valuesByModel.set(snapshot.model, (values = new Map<string, PurchaseFigures>()));
  const known = values.get(key);
  if (known) return known;
  let figures: PurchaseFigures;
  try {
    const { analysis: result } = await analyzeStone(
      { ...valuation, pricing: { ...valuation.pricing, current: () => snapshot } },
      trackedStoneInput(analysis, tracked.listedPriceCents, day),
      { readListingPage: false },
    );
    figures = {
      purchaseValue: {
        fairValue: result.fairMarketValue,
        low: result.low,
        high: result.high,
        timeNote: result.timeNote ?? "",
      },
      purchaseValueNote: null,
    };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    figures = { purchaseValue: null, purchaseValueNote: error.message };
  }
  if (values.size >= VALUES_KEPT) values.clear();
  values.set(key, figures);
  return figures;
}
