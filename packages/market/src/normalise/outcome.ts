/** A normaliser either understands a raw feed value or says why not, as a countable reason. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; reason: string };

export const accept = <T>(value: T): Outcome<T> => ({ ok: true, value });
export const reject = (reason: string): Outcome<never> => ({ ok: false, reason });

/**
 * Reasons carry the offending value so the summary shows what to map next; kept short and on one
 * line.
 */
export function unknown(kind: string, raw: string): Outcome<never> {
  const shown = raw.replace(/\s+/g, " ").trim().slice(0, 40);
  return reject(`unknown_${kind}:${shown}`);
}

/**
 * Folds case, spacing and punctuation so `Very-Good`, `very good` and `VERY_GOOD` compare equal.
 */
export function vocabularyKey(raw: string): string {
  return raw
    .toLowerCase()
    .replace(/[^a-z0-9+]+/g, " ")
    .trim();
}

export function isBlank(raw: string | undefined): raw is undefined | "" {
  return raw === undefined || raw.trim() === "";
}

/** Builds a lookup over synonyms: `{ Ideal: ["ideal", "super ideal"] }` -> key -> grade. */
export function synonymTable<T extends string>(
  synonyms: Record<T, readonly string[]>,
): Map<string, T> {
  const table = new Map<string, T>();
  for (const [grade, words] of Object.entries(synonyms) as [T, readonly string[]][]) {
    table.set(vocabularyKey(grade), grade);
    for (const word of words) table.set(vocabularyKey(word), grade);
  }
  return table;
}

/**
 * Looks a required grade up; blank is `missing_<kind>`, anything unmapped `unknown_<kind>:<value>`.
 */
export function requiredGrade<T extends string>(
  kind: string,
  table: Map<string, T>,
  raw: string | undefined,
): Outcome<T> {
  if (isBlank(raw)) return reject(`missing_${kind}`);
  const grade = table.get(vocabularyKey(raw));
  return grade ? accept(grade) : unknown(kind, raw);
}

/** Looks an optional grade up; blank (or an explicit "not graded" word) is null. */
export function optionalGrade<T extends string>(
  kind: string,
  table: Map<string, T>,
  raw: string | undefined,
): Outcome<T | null> {
  if (isBlank(raw) || notGraded.has(vocabularyKey(raw))) return accept(null);
  const grade = table.get(vocabularyKey(raw));
  return grade ? accept(grade) : unknown(kind, raw);
}

const notGraded = new Set([
  "n a",
  "na",
  "not graded",
  "ungraded",
  "unknown",
  "null",
  "none given",
  "",
]);
