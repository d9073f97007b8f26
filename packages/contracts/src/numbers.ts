import { LISTED_PRICE_RANGE } from "./limits";

/**
 * Whole numbers and dollars written out for en-US readers. Not with Intl: the first Intl
 * formatter a page creates loads locale data, a long task on a slow phone while the page starts
 * (docs/decisions/010-first-load.md).
 */

/** 41556 -> "41,556". */
export function groupThousands(whole: number): string {
  return String(Math.trunc(whole)).replace(/\B(?=(\d{3})+$)/g, ",");
}

/**
 * The one money format of the product, web and server: whole dollars, as the spec shows every
 * amount ("$29", "$8,500"), rounded half away from zero: 581.5 -> "$582", -42.5 -> "-$43".
 * Estimates carry no cents of precision, and the report, the history and the chat must show a
 * listing's price the same way.
 */
export function formatDollars(dollars: number): string {
  const whole = Math.round(Math.abs(dollars));
  return `${dollars < 0 && whole > 0 ? "-" : ""}$${groupThousands(whole)}`;
}

/**
 * Dollars to whole cents, half a cent rounded up: $0.005 -> 1, $0.004 -> 0 (refused as a price),
 * $1.005 -> 101. Through 12 significant digits first, so binary fractions (1.005 * 100 =
 * 100.49999999999999) round as written.
 */
export function toCents(dollars: number): number {
  return Math.round(Number((dollars * 100).toPrecision(12)));
}

/** Integer cents in the same format: 2900 -> "$29", 123456 -> "$1,235". */
export function formatUsd(cents: number): string {
  return formatDollars(cents / 100);
}

/** A listed price the API takes (and the web form sends): at least one cent after rounding to whole cents, at most the cap. */
export function isListedPrice(dollars: number): boolean {
  const cents = toCents(dollars);
  return Number.isFinite(cents) && cents >= LISTED_PRICE_RANGE.min * 100 && cents <= LISTED_PRICE_RANGE.max * 100;
}

/**
 * A number written in decimal, whole ("12", "-0.5", ".75"; spaces around allowed), else NaN.
 * JavaScript's own readings take too much: parseFloat read "2.5k" as 2.5, Number read "0x10" as 16
 * and a blank as 0.
 */
export function readDecimal(text: string): number {
  return /^\s*-?(\d+\.?\d*|\.\d+)\s*$/.test(text) ? Number(text) : Number.NaN;
}
