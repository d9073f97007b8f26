import { LISTED_PRICE_RANGE } from "./limits";

/** Reading amounts and checking prices; writing any figure is figures.ts' job. */

/**
 * Dollars to whole cents, half a cent rounded up: $0.005 -> 1, $0.004 -> 0 (refused as a price),
 * $1.005 -> 101. Through 12 significant digits first, so binary fractions (1.005 * 100 =
 * 100.49999999999999) round as written.
 */
export function toCents(dollars: number): number {
  return Math.round(Number((dollars * 100).toPrecision(12)));
}

/**
 * A listed price the API takes (and the web form sends): at least one cent after rounding to whole
 * cents, at most the cap.
 */
export function isListedPrice(dollars: number): boolean {
  const cents = toCents(dollars);
  return (
    Number.isFinite(cents) &&
    cents >= LISTED_PRICE_RANGE.min * 100 &&
    cents <= LISTED_PRICE_RANGE.max * 100
  );
}

/**
 * A number written in decimal, whole ("12", "-0.5", ".75"; spaces around allowed), else NaN.
 * JavaScript's own readings take too much: parseFloat read "2.5k" as 2.5, Number read "0x10" as 16
 * and a blank as 0.
 */
export function readDecimal(text: string): number {
  return /^\s*-?(\d+\.?\d*|\.\d+)\s*$/.test(text) ? Number(text) : Number.NaN;
}

/**
 * A listed price as a buyer types it, after stripping $, commas, spaces and a "USD" (spec section
 * 5): null unless it is one the API takes. The web form and the extension's panel read it alike.
 */
export function parseListedPrice(text: string): number | null {
  const bare = text.replace(/[$,\s]/g, "").replace(/usd$/i, "");
  const value = readDecimal(bare);
  return isListedPrice(value) ? value : null;
}
