import type { AnalysisResult } from "@faircarat/contracts";
import {
  formatCarat,
  formatCount,
  formatDate,
  formatDollars,
  formatEdition,
} from "@faircarat/contracts/figures";
import type { PriceEvidence } from "@faircarat/pricing";

type Specs = AnalysisResult["specs"];

/** "1.2 ct Excellent G VS1 round". */
export function describeSpecs(specs: Specs): string {
  return [formatCarat(specs.carat), specs.cut, specs.color, specs.clarity, specs.shape]
    .filter(Boolean)
    .join(" ");
}

/**
 * The date of the market data a report stands on, written as the report writes dates ("Apr 23,
 * 2026"); reports stored before pricing v2 only have valuationDate, which was it.
 */
export function dataDateOf(basis: { valuationDate: string; dataDate?: string }): string {
  return formatDate(basis.dataDate ?? basis.valuationDate);
}

/** The basis every figure is stated with: how many listings, and the date of the market data. */
export function basisOf(basis: {
  listings: number;
  valuationDate: string;
  dataDate?: string;
  nearbyListings: number;
}): string {
  return `based on ${formatCount(basis.listings)} market listings with market data of ${dataDateOf(basis)}, ${formatCount(basis.nearbyListings)} of them close to these specs`;
}

/** "fair market value $4,100 (80% of similar listings between $3,700 and $4,600)". */
export function valueWithRange(a: { fairMarketValue: number; low: number; high: number }): string {
  return `**${formatDollars(a.fairMarketValue)}** (80% of comparable market prices fall between ${formatDollars(a.low)} and ${formatDollars(a.high)})`;
}

/**
 * What a retailer's usual price rests on, in a few words: "published index, July 2026, 620
 * listings".
 */
export function describeEvidence(evidence: PriceEvidence): string {
  return evidence.kind === "index"
    ? `published index, ${formatEdition(evidence.edition)}, ${formatCount(evidence.listings)} listings`
    : `its own listings, ${formatCount(evidence.listings)} of them, newest seen ${formatDate(evidence.asOf)}`;
}

/** "a, b and c". */
export function listOf(items: readonly string[]): string {
  return items.length <= 1
    ? (items[0] ?? "")
    : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/**
 * Said when the chat's fit is newer than the report's, so figures from two dates are never silently
 * mixed.
 */
export function refreshedNote(a: AnalysisResult, dataDate: string): string[] {
  const reported = a.basis.dataDate ?? a.basis.valuationDate;
  return reported === dataDate
    ? []
    : [
        `The market data have been refreshed since your report (market data of ${formatDate(reported)}); these figures use the newer data (market data of ${formatDate(dataDate)}).`,
      ];
}

/**
 * The gap between two amounts as they are written (whole dollars), so a stated difference adds up
 * to the stated figures.
 */
export function gapInDollars(cents: number, referenceCents: number): number {
  return Math.round(cents / 100) - Math.round(referenceCents / 100);
}
