import type { CertificateFields, GrowthMethod, Treatment } from "@faircarat/contracts";
import { isBlank } from "./outcome";

/** CVD or HPHT, named in a report's comments, a page's text or a feed's column. */
export function detectGrowthMethod(text: string): CertificateFields["growthMethod"] {
  if (/\bHPHT\b|High[\s-]+Pressure[\s,-]+High[\s-]+Temperature/i.test(text)) return "HPHT";
  if (/\bCVD\b|Chemical\s+Vapou?r\s+Deposition/i.test(text)) return "CVD";
  return undefined;
}

/** CVD or HPHT, as a code or spelled out; anything else is null (not stated). */
export function normaliseGrowthMethod(raw: string | undefined): GrowthMethod | null {
  return isBlank(raw) ? null : (detectGrowthMethod(raw) ?? null);
}

/**
 * A feed's treatment note, or a report comment, in three words. "No indication of post-growth
 * treatment" mentions treatment, so the as-grown wordings are tried first.
 */
export function normaliseTreatment(raw: string | undefined): Treatment | null {
  if (isBlank(raw)) return null;
  const text = raw.replace(/\s+/g, " ");
  if (
    /as[\s-]*grown|no indications? of (post[\s-]*growth )?treatment|\buntreated\b|\bnot treated\b/i.test(
      text,
    )
  )
    return "as grown";
  if (/\b(may|might|possibly|could)\b.*\btreat/i.test(text)) return "may be treated";
  if (/\btreat(ed|ment)\b/i.test(text)) return "treated";
  return null;
}

/**
 * The culet as the feed words it, in title case ("Pointed", "Long Faceted"); blank or unreadable is
 * null.
 */
export function normaliseCulet(raw: string | undefined): string | null {
  if (isBlank(raw)) return null;
  const words = raw
    .trim()
    .replace(/[\s_]+/g, " ")
    .toLowerCase();
  if (!/^[a-z][a-z /-]{0,39}$/.test(words)) return null;
  return words.replace(
    /(^|[ /-])([a-z])/g,
    (_match, separator: string, letter: string) => separator + letter.toUpperCase(),
  );
}
