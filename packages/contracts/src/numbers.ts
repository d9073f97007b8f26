/**
 * Whole numbers and dollars written out for en-US readers. Not with Intl: the first Intl
 * formatter a page creates loads locale data, a long task on a slow phone while the page starts
 * (docs/decisions/010-first-load.md).
 */

/** 41556 -> "41,556". */
export function groupThousands(whole: number): string {
  return String(Math.trunc(whole)).replace(/\B(?=(\d{3})+$)/g, ",");
}

/** Integer cents: 2900 -> "$29", 2950 -> "$29.50", -123456 -> "-$1,234.56". */
export function formatUsd(cents: number): string {
  const whole = Math.round(Math.abs(cents));
  const rest = whole % 100;
  return `${cents < 0 && whole > 0 ? "-" : ""}$${groupThousands(whole / 100)}${rest === 0 ? "" : `.${String(rest).padStart(2, "0")}`}`;
}
