import { groupThousands } from "@faircarat/contracts/numbers";

/** A count of things: 41556 -> "41,556". */
export const formatCount = groupThousands;

/** A 0..1 share with one decimal: 0.7851 -> "78.5%" (a measured figure, where the decimal is the evidence). */
export function formatShare(fraction: number): string {
  return `${(fraction * 100).toFixed(1)}%`;
}

/** A 0..1 confidence as a rounded percent: 0.824 -> "82%". */
export function formatConfidence(confidence: number): string {
  return `${Math.round(confidence * 100)}%`;
}

const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

/**
 * "Nov 22, 2026", in the visitor's time zone. Date-only strings ("2026-11-22") are read as that
 * calendar day, not as UTC midnight. Written out, not with Intl, for the reason given in contracts' numbers.ts.
 */
export function formatDate(value: string | Date): string {
  const calendarDay = typeof value === "string" ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  const date = calendarDay ? new Date(Number(calendarDay[1]), Number(calendarDay[2]) - 1, Number(calendarDay[3])) : new Date(value);
  return `${months[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}
