import type { AnalysisResult } from "@faircarat/contracts";
import { formatDollars, groupThousands } from "@faircarat/contracts/numbers";
import type { PriceEvidence } from "@faircarat/pricing";
import { describeDay } from "../analyses/describe-pricing";

export function percent(value: number): string {
  return `${Math.abs(value).toFixed(1)}%`;
}

type Specs = AnalysisResult["specs"];

/** "1.2 ct Excellent G VS1 round". */
export function describeSpecs(specs: Specs): string {
  return [`${specs.carat} ct`, specs.cut, specs.color, specs.clarity, specs.shape].filter(Boolean).join(" ");
}

/**
 * The date of the market data a report stands on, written as the report writes dates ("Apr 23,
 * 2026"); reports stored before pricing v2 only have valuationDate, which was it.
 */
export function dataDateOf(basis: { valuationDate: string; dataDate?: string }): string {
  return describeDay(basis.dataDate ?? basis.valuationDate);
}

/** The basis every figure is stated with: how many listings, and the date of the market data. */
export function basisOf(basis: { listings: number; valuationDate: string; dataDate?: string; nearbyListings: number }): string {
  return `based on ${basis.listings.toLocaleString("en-US")} market listings with market data of ${dataDateOf(basis)}, ${basis.nearbyListings.toLocaleString("en-US")} of them close to these specs`;
}

/** "fair market value $4,100 (80% of similar listings between $3,700 and $4,600)". */
export function valueWithRange(a: { fairMarketValue: number; low: number; high: number }): string {
  return `**${formatDollars(a.fairMarketValue)}** (80% of comparable market prices fall between ${formatDollars(a.low)} and ${formatDollars(a.high)})`;
}

const monthNames = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** "2026-07-26" -> "July 2026": an index edition is known by its month. */
export function describeMonth(isoDay: string): string {
  const [year, month] = isoDay.split("-").map(Number) as [number, number];
  return `${monthNames[month - 1]} ${year}`;
}

/** A percent with its sign: -2.4 -> "-2.4%", 1.5 -> "+1.5%". */
export function signedPercent(value: number): string {
  return `${value > 0 ? "+" : value < 0 ? "-" : ""}${Math.abs(value).toFixed(1)}%`;
}

/** What a retailer's usual price rests on, in a few words: "published index, July 2026, 620 listings". */
export function describeEvidence(evidence: PriceEvidence): string {
  return evidence.kind === "index"
    ? `published index, ${describeMonth(evidence.edition)}, ${groupThousands(evidence.listings)} listings`
    : `its own listings, ${groupThousands(evidence.listings)} of them, newest seen ${describeDay(evidence.asOf)}`;
}

/** "a, b and c". */
export function listOf(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** Said when the chat's fit is newer than the report's, so figures from two dates are never silently mixed. */
export function refreshedNote(a: AnalysisResult, dataDate: string): string[] {
  const reported = a.basis.dataDate ?? a.basis.valuationDate;
  return reported === dataDate
    ? []
    : [
        `The market data have been refreshed since your report (market data of ${describeDay(reported)}); these figures use the newer data (market data of ${describeDay(dataDate)}).`,
      ];
}

/** The gap between two amounts as they are written (whole dollars), so a stated difference adds up to the stated figures. */
export function gapInDollars(cents: number, referenceCents: number): number {
  return Math.round(cents / 100) - Math.round(referenceCents / 100);
}
