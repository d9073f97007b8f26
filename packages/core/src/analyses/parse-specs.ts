import {
  colors,
  type Clarity,
  type Color,
  type CutGrade,
  type FinishGrade,
  type GradingAssessment,
  type Shape,
} from "@faircarat/contracts";
import { readAssessment } from "@faircarat/market/normalise/assessment";
import { normaliseClarity } from "@faircarat/market/normalise/clarity";
import { normaliseColor } from "@faircarat/market/normalise/color";
import { normaliseCut } from "@faircarat/market/normalise/cut";
import { normalisePolish, normaliseSymmetry } from "@faircarat/market/normalise/finish";
import { normaliseShape } from "@faircarat/market/normalise/shape";

export interface TypedSpecs {
  carat: number | null;
  color: Color | null;
  clarity: Clarity | null;
  cut: CutGrade | null;
  shape: Shape | null;
  polish?: FinishGrade | null;
  symmetry?: FinishGrade | null;
  /** GIA's Premium or Standard, given instead of color and clarity grades. */
  assessment?: GradingAssessment | null;
}

export interface RawSpecs {
  carat?: number | null;
  color?: string | null;
  clarity?: string | null;
  cut?: string | null;
  shape?: string | null;
  polish?: string | null;
  symmetry?: string | null;
  assessment?: string | null;
}

/** A grade given but not read, as the caller wrote it. */
export interface UnreadGrade {
  field: "color" | "clarity" | "cut" | "shape" | "polish" | "symmetry" | "assessment";
  value: string;
}

/** How messages and warnings name it: `the color "greenish"`. */
export const describeUnread = ({ field, value }: UnreadGrade) => `the ${field} "${value}"`;

/** "carat", "carat and color", "carat, color and clarity" (or "or"). */
export function inWords(items: readonly string[], last: "and" | "or" = "and"): string {
  return items.length < 2
    ? (items[0] ?? "")
    : `${items.slice(0, -1).join(", ")} ${last} ${items[items.length - 1]}`;
}

/**
 * O to Z are real color grades (the guide's scale runs D to Z), only beyond what the market data
 * prices.
 */
const beyondPricedColors = ({ field, value }: UnreadGrade) =>
  field === "color" && /^\s*[O-Z]\s*(colou?r)?\s*$/i.test(value);

/**
 * ' We could not read the color "Q9" or the clarity "banana".', or "" when every grade given was
 * read.
 */
export function unreadableSentence(unreadable: readonly UnreadGrade[]): string {
  if (unreadable.length === 0) return "";
  const colorScale = unreadable.some(beyondPricedColors)
    ? ` We price colors ${colors[0]} to ${colors[colors.length - 1]} only.`
    : "";
  return ` We could not read ${inWords(unreadable.map(describeUnread), "or")}.${colorScale}`;
}

/**
 * GIA's assessment, from its own field or typed where color or clarity would be ("Premium"): such a
 * stone has no color or clarity grade, so those fields then say nothing else.
 */
function assessmentOf(raw: RawSpecs, unreadable: UnreadGrade[]): GradingAssessment | null {
  if (raw.assessment) {
    const read = readAssessment(raw.assessment);
    if (!read) unreadable.push({ field: "assessment", value: raw.assessment });
    return read;
  }
  return readAssessment(raw.color) ?? readAssessment(raw.clarity);
}

/**
 * Reads grades as people type them ("vs1", "very good", "g color"); what it cannot read is
 * reported, not guessed.
 */
export function parseSpecs(raw: RawSpecs): { specs: TypedSpecs; unreadable: UnreadGrade[] } {
  const unreadable: UnreadGrade[] = [];
  const assessment = assessmentOf(raw, unreadable);
  const graded = (value: string | null | undefined) => (readAssessment(value) ? null : value);
  const read = <T>(
    field: UnreadGrade["field"],
    value: string | null | undefined,
    normalise: (v: string) => { ok: true; value: T | null } | { ok: false },
  ) => {
    if (!value) return null;
    const outcome = normalise(value);
    if (outcome.ok && outcome.value !== null) return outcome.value;
    unreadable.push({ field, value });
    return null;
  };
  return {
    specs: {
      carat: raw.carat ?? null,
      color: read("color", graded(raw.color), normaliseColor),
      clarity: read("clarity", graded(raw.clarity), normaliseClarity),
      cut: read("cut", raw.cut, normaliseCut),
      shape: read("shape", raw.shape, normaliseShape),
      polish: read("polish", raw.polish, normalisePolish),
      symmetry: read("symmetry", raw.symmetry, normaliseSymmetry),
      assessment,
    },
    unreadable,
  };
}
