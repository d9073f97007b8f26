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

/** Integer cents in the same format: 2900 -> "$29", 123456 -> "$1,235". */
export function formatUsd(cents: number): string {
  return formatDollars(cents / 100);
}
