/**
 * Every figure a person reads, written one way (decision 047): counts, money, percents, carats,
 * ranges, days, months and moments, for the web app, the server's texts, the PDF and the chat.
 * Lint forbids `toLocaleString` and `Intl.*Format` everywhere else, and hand-made "$"/"%" strings
 * in web features and core.
 *
 * Written out for en-US readers, not with Intl: the first Intl formatter a page creates loads
 * locale data, a long task on a slow phone while the page starts (decision 010). No zod here, so
 * the home page's chunk carries only the few functions it calls.
 */

/** A count of things: 41556 -> "41,556". */
export function formatCount(whole: number): string {
  return String(Math.trunc(whole)).replace(/\B(?=(\d{3})+$)/g, ",");
}

/**
 * The one money format of the product (decision 016): whole dollars, as the spec shows every
 * amount ("$29", "$8,500"), rounded half away from zero: 581.5 -> "$582", -42.5 -> "-$43".
 * Estimates carry no cents of precision, and the report, the history and the chat must show a
 * listing's price the same way.
 */
export function formatDollars(dollars: number): string {
  const whole = Math.round(Math.abs(dollars));
  return `${dollars < 0 && whole > 0 ? "-" : ""}$${formatCount(whole)}`;
}

/** Integer cents in the same format: 2900 -> "$29", 123456 -> "$1,235". */
export function formatUsd(cents: number): string {
  return formatDollars(cents / 100);
}

/** A range of dollars: "$3,700 to $4,600". */
export function formatDollarRange(low: number, high: number): string {
  return `${formatDollars(low)} to ${formatDollars(high)}`;
}

/** A 0..1 share as a whole percent: 0.824 -> "82%" (a confidence, a share of listings). */
export function formatPercent(fraction: number): string {
  return `${Math.round(fraction * 100)}%`;
}

/**
 * One price as a part of another, in whole percent, never "0%": 0.23 -> "23%", 0.003 -> "under
 * 1%" (a lab-grown price against a natural one).
 */
export function formatPartOf(fraction: number): string {
  return fraction < 0.005 ? "under 1%" : formatPercent(fraction);
}

/**
 * A 0..1 share with one decimal: 0.7851 -> "78.5%" (a measured figure, where the decimal is the
 * evidence).
 */
export function formatShare(fraction: number): string {
  return `${(fraction * 100).toFixed(1)}%`;
}

/**
 * A change already in percent, with its sign and one decimal: 23.44 -> "+23.4%", -4.1 -> "-4.1%", 0
 * -> "0.0%".
 */
export function formatSignedPercent(percent: number): string {
  return `${percent > 0 ? "+" : percent < 0 ? "-" : ""}${Math.abs(percent).toFixed(1)}%`;
}

/**
 * How large a change already in percent is, without its direction: -2.44 -> "2.4%" (the words say
 * which way).
 */
export function formatPercentSize(percent: number): string {
  return `${Math.abs(percent).toFixed(1)}%`;
}

/**
 * A percent as it was stated (a certificate's table, an alert threshold, a progress bar): 57.5 ->
 * "57.5%".
 */
export function formatStatedPercent(percent: number): string {
  return `${percent}%`;
}

/** A range of stated percents: (40, 62) -> "40-62%". */
export function formatStatedPercentRange(low: number, high: number): string {
  return `${low}-${formatStatedPercent(high)}`;
}

/** A carat weight as stated: 1.2 -> "1.2 ct". */
export function formatCarat(carat: number): string {
  return `${carat} ct`;
}

const monthNames =
  "January February March April May June July August September October November December".split(
    " ",
  );
const shortMonth = (index: number) => monthNames[index]!.slice(0, 3);

/**
 * The one way a day is written: "Apr 23, 2026". A calendar day ("2026-04-23", or the day of an
 * ISO timestamp's first ten characters when passed as a day) is that day; a Date or a timestamp
 * is its day in the reader's time zone.
 */
export function formatDate(value: string | Date): string {
  const calendarDay = typeof value === "string" ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  const date = calendarDay
    ? new Date(Number(calendarDay[1]), Number(calendarDay[2]) - 1, Number(calendarDay[3]))
    : new Date(value);
  return `${shortMonth(date.getMonth())} ${date.getDate()}, ${date.getFullYear()}`;
}

/** A moment, the same for every reader: "Nov 24, 2026, 16:05 UTC". */
export function formatMoment(value: string | Date): string {
  const iso = new Date(value).toISOString();
  return `${formatDate(iso.slice(0, 10))}, ${iso.slice(11, 16)} UTC`;
}

/** A month of a series: "2026-02" (or a day in it) -> "Feb 2026". */
export function formatMonth(monthOrDay: string): string {
  return `${shortMonth(Number(monthOrDay.slice(5, 7)) - 1)} ${monthOrDay.slice(0, 4)}`;
}

/** How a published index names its edition: "2026-07" or "2026-07-26" -> "July 2026". */
export function formatEdition(monthOrDay: string): string {
  return `${monthNames[Number(monthOrDay.slice(5, 7)) - 1]} ${monthOrDay.slice(0, 4)}`;
}
