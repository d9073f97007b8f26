import type { AnalysisResult } from "@faircarat/contracts";
import { formatDollars } from "@faircarat/contracts/numbers";
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
