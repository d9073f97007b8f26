/**
 * Girdle thickness and culet size in the words grading reports use (GIA's terms; IGI uses the
 * same), read from how reports, pages and people write them. Zod-free: the certificate reader,
 * listing pages, the API and the cut check all read them here. Sources and the cut check's limits:
 * decision 050 and docs/pricing.md ("Cut and spread check").
 */

/** GIA's girdle terms, thinnest first. */
export const girdleTerms = [
  "Extremely Thin",
  "Very Thin",
  "Thin",
  "Medium",
  "Slightly Thick",
  "Thick",
  "Very Thick",
  "Extremely Thick",
] as const;
export type GirdleTerm = (typeof girdleTerms)[number];

/** GIA's culet sizes, smallest first ("Pointed" is read as None: no culet facet). */
export const culetSizes = [
  "None",
  "Very Small",
  "Small",
  "Medium",
  "Slightly Large",
  "Large",
  "Very Large",
  "Extremely Large",
] as const;
export type CuletSize = (typeof culetSizes)[number];

/**
 * A report's girdle: one term, or the thinnest and thickest it states ("Medium to Slightly Thick").
 */
export interface Girdle {
  thinnest: GirdleTerm;
  thickest: GirdleTerm;
}

/** GIA's legacy report-check codes (STK, THK, ...) and the words people shorten them to. */
const girdleAliases: Record<string, GirdleTerm> = {
  etn: "Extremely Thin",
  xtn: "Extremely Thin",
  "ex thin": "Extremely Thin",
  "extra thin": "Extremely Thin",
  vtn: "Very Thin",
  thn: "Thin",
  tn: "Thin",
  med: "Medium",
  m: "Medium",
  stk: "Slightly Thick",
  "sl thick": "Slightly Thick",
  "slightly thk": "Slightly Thick",
  thk: "Thick",
  tk: "Thick",
  vtk: "Very Thick",
  etk: "Extremely Thick",
  xtk: "Extremely Thick",
  "ex thick": "Extremely Thick",
  "extra thick": "Extremely Thick",
};

const culetAliases: Record<string, CuletSize> = {
  pointed: "None",
  pointe: "None",
  non: "None",
  no: "None",
  n: "None",
  vsm: "Very Small",
  sml: "Small",
  sm: "Small",
  med: "Medium",
  m: "Medium",
  slg: "Slightly Large",
  "sl large": "Slightly Large",
  lrg: "Large",
  lg: "Large",
  vlg: "Very Large",
  elg: "Extremely Large",
  xlg: "Extremely Large",
};

const words = (raw: string) => raw.toLowerCase().replace(/[._]/g, " ").replace(/\s+/g, " ").trim();

function termOf<T extends string>(
  raw: string,
  terms: readonly T[],
  aliases: Record<string, T>,
): T | null {
  const key = words(raw);
  return terms.find((term) => term.toLowerCase() === key) ?? aliases[key] ?? null;
}

/**
 * "Medium to Slightly Thick, Faceted, 3.5%", "STK - THK", "thin-medium (polished)" -> its thinnest
 * and thickest term; null when it names no term (a percentage alone is not read: labs map it to
 * words differently by shape).
 */
export function readGirdle(raw: string | null | undefined): Girdle | null {
  if (!raw || raw.length > 80) return null;
  const named = raw
    .replace(/\([^)]*\)/g, " ")
    .split(/,|;/)[0]!
    .replace(/\b(faceted|polished|bruted|girdle)\b/gi, " ")
    .trim();
  const ends = named.split(/\s+to\s+|\s*[-–/]\s*/i).filter((part) => part.trim() !== "");
  if (ends.length === 0 || ends.length > 2) return null;
  const read = ends.map((end) => termOf(end, girdleTerms, girdleAliases));
  if (read.some((term) => term === null)) return null;
  const [a, b = a] = read as GirdleTerm[];
  const [thinnest, thickest] =
    girdleTerms.indexOf(a!) <= girdleTerms.indexOf(b!) ? [a!, b!] : [b!, a!];
  return { thinnest, thickest };
}

/**
 * "Pointed", "NON", "Very Small", "slightly large" -> GIA's culet size; null when it names none.
 */
export function readCulet(raw: string | null | undefined): CuletSize | null {
  if (!raw || raw.length > 40) return null;
  return termOf(raw.replace(/\([^)]*\)/g, " ").split(/,|;/)[0]!, culetSizes, culetAliases);
}

/**
 * A girdle as the report's findings and the stored analysis write it: "Medium to Slightly Thick",
 * or "Thin".
 */
export const formatGirdle = ({ thinnest, thickest }: Girdle) =>
  thinnest === thickest ? thinnest : `${thinnest} to ${thickest}`;

/** What an analysis request, the API and the form accept for each. */
export const girdleMessage = `girdle must be one of ${girdleTerms.join(", ")}, or a range such as "Medium to Slightly Thick".`;
export const culetMessage = `culet must be one of ${culetSizes.join(", ")} (or Pointed).`;
