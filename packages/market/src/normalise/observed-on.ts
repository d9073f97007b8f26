import { accept, isBlank, reject, unknown, type Outcome } from "./outcome";

const fullDate = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;
/**
 * A month, optionally annotated, e.g. `2021-02 (commit 2021-02-12)`: the scrape month is known, its
 * day is not.
 */
const monthOnly = /^(\d{4})-(\d{2})(?:\s*\(.*\))?$/;

/**
 * The day a price was observed, ISO yyyy-mm-dd. A month-only date becomes the month's first day
 * (the contract's rule): a commit date only bounds the scrape from above, so it is not used as the
 * day.
 */
export function normaliseObservedOn(raw: string | undefined): Outcome<string> {
  if (isBlank(raw)) return reject("missing_date");
  const text = raw.trim();
  const day = fullDate.exec(text);
  if (day) return validDate(day[1]!, day[2]!, day[3]!, raw);
  const month = monthOnly.exec(text);
  if (month) return validDate(month[1]!, month[2]!, "01", raw);
  return unknown("date", raw);
}

/**
 * Whether each day exists, by its ISO text: a feed names a few hundred days over half a million
 * rows.
 */
const realDays = new Map<string, boolean>();

function validDate(year: string, month: string, day: string, raw: string): Outcome<string> {
  const iso = `${year}-${month}-${day}`;
  let real = realDays.get(iso);
  if (real === undefined) {
    real = isRealDay(iso) && Number(year) >= 2000;
    // Bounded: a hostile feed of distinct days costs no more than the check itself.
    if (realDays.size > 10_000) realDays.clear();
    realDays.set(iso, real);
  }
  return real ? accept(iso) : unknown("date", raw);
}

function isRealDay(iso: string): boolean {
  const parsed = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(iso);
}
