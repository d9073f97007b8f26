import type { PriceResult } from "@faircarat/pricing";

const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2026-04-23" -> "Apr 23, 2026". */
export function describeDay(isoDay: string): string {
  const [year, month, day] = isoDay.split("-").map(Number) as [number, number, number];
  return `${months[month - 1]} ${day}, ${year}`;
}

const percent = (fraction: number) => `${Math.round(fraction * 1000) / 10}%`;

/** What the confidence figure means, in one line. */
export function describeConfidence(result: Pick<PriceResult, "confidence" | "confidenceTolerance">): string {
  return `${Math.round(result.confidence * 100)}% is the chance that the typical asking price for these specs across retailers lies within ${Math.round(result.confidenceTolerance * 100)}% of this fair market value.`;
}

/** The data's date, how prices have moved, and how much of that the value carries. */
export function describeTime(time: PriceResult["time"]): string {
  const data = `Market data of ${describeDay(time.dataDate)}`;
  const change = time.monthlyChange;
  if (change === null) return `${data}; the history is too short to say how prices are moving, so the value is at that date's prices.`;
  const direction = `prices at this size ${change < 0 ? "fell" : "rose"} about ${percent(Math.abs(change))} a month over the last two years`;
  if (time.monthsPastData < 0.5) return `${data}; ${direction}.`;
  if (time.monthsProjected > 0) {
    const carried = time.monthsProjected < time.monthsPastData - 0.05 ? `${Math.round(time.monthsProjected)} of the ${Math.round(time.monthsPastData)} months since` : `the ${Math.round(time.monthsPastData)} months since`;
    return `${data}; ${direction}; the estimate for ${describeDay(time.valuationDate)} includes ${carried}, and its range is wider for it.`;
  }
  return `${data}; ${direction}, but carrying that trend forward did not improve time-forward checks, so the value stays at that date's prices (${Math.round(time.monthsPastData)} months ago).`;
}
