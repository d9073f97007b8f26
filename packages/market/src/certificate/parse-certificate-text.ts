import type { CertificateFields } from "@faircarat/contracts";
import { normaliseClarity } from "../normalise/clarity";
import { normaliseColor } from "../normalise/color";
import { normaliseCut } from "../normalise/cut";
import { normalisePolish, normaliseSymmetry } from "../normalise/finish";
import { normaliseFluorescence } from "../normalise/fluorescence";
import { normaliseShape } from "../normalise/shape";
import { formatGirdle, readCulet, readGirdle } from "@faircarat/contracts/girdle-and-culet";
import { detectLab } from "./certificate-lab";
import { detectGrowthMethod } from "../normalise/growth-and-treatment";
import { detectTreatment } from "./growth-and-treatment";
import { labelledValue, toLines } from "./labelled-value";
import { detectAssessment, detectOrigin } from "./report-kind";

const number = (raw: string | undefined) => {
  const match = raw?.match(/\d+(?:[.,]\d+)?/);
  return match ? Number(match[0].replace(",", ".")) : undefined;
};

/**
 * Tries the whole value, then shorter runs of its first words ("Round Brilliant Cut" -> "Round
 * Brilliant").
 */
function firstGrade<T>(
  raw: string | undefined,
  normalise: (value: string) => { ok: true; value: T | null } | { ok: false },
): T | undefined {
  if (!raw) return undefined;
  const words = raw.split(/\s+/).slice(0, 4);
  for (let n = words.length; n > 0; n--) {
    const outcome = normalise(words.slice(0, n).join(" "));
    if (outcome.ok && outcome.value !== null) return outcome.value;
  }
  return undefined;
}

const MEASUREMENTS =
  /(\d{1,2}[.,]\d{2})\s*[-–]\s*(\d{1,2}[.,]\d{2})\s*[x×X*]\s*(\d{1,2}[.,]\d{2})\s*mm|(\d{1,2}[.,]\d{2})\s*[x×X*]\s*(\d{1,2}[.,]\d{2})\s*[x×X*]\s*(\d{1,2}[.,]\d{2})\s*mm/i;
const REPORT_NUMBER = /\b(LG\s?\d{8,10}|\d{10})\b/;

/** What a grading report's text says, field by field; a field it does not state is left out. */
export function parseCertificateText(text: string): CertificateFields {
  const lines = toLines(text);
  const fields: CertificateFields = {};
  const set = <K extends keyof CertificateFields>(
    key: K,
    value: CertificateFields[K] | undefined,
  ) => {
    if (value !== undefined && !(typeof value === "number" && !Number.isFinite(value)))
      fields[key] = value;
  };

  set("lab", detectLab(text));
  const numbered = labelledValue(lines, /(?:IGI |GIA )?Report (?:Number|No\.?|#)/i);
  set(
    "reportNumber",
    (numbered?.match(REPORT_NUMBER)?.[1] ?? text.match(REPORT_NUMBER)?.[1])?.replace(/\s/g, ""),
  );
  set(
    "shape",
    firstGrade(labelledValue(lines, /Shape(?: and Cut(?:ting Style)?)?/i), normaliseShape),
  );
  set("carat", number(labelledValue(lines, /Carat Weight/i)));
  set("color", firstGrade(labelledValue(lines, /Colou?r Grade/i), normaliseColor));
  set(
    "clarity",
    firstGrade(
      labelledValue(lines, /Clarity Grade/i)?.replace(/^(VVS|VS|SI)\s+(\d)/i, "$1$2"),
      normaliseClarity,
    ),
  );
  set("cut", firstGrade(labelledValue(lines, /Cut Grade/i), normaliseCut));
  set("polish", firstGrade(labelledValue(lines, /Polish/i), normalisePolish));
  set("symmetry", firstGrade(labelledValue(lines, /Symmetry/i), normaliseSymmetry));
  set("fluorescence", firstGrade(labelledValue(lines, /Fluorescence/i), normaliseFluorescence));
  const measured = MEASUREMENTS.exec(text);
  if (measured) {
    const [a, b, c] = (measured[1] ? measured.slice(1, 4) : measured.slice(4, 7)).map((v) =>
      v?.replace(",", "."),
    );
    set("measurements", measured[1] ? `${a} - ${b} x ${c} mm` : `${a} x ${b} x ${c} mm`);
  }
  set(
    "tablePercent",
    number(labelledValue(lines, /Table(?: Size)?(?=[\s:.]|$)/i)?.match(/^[\d.,]+\s*%/)?.[0]),
  );
  set(
    "depthPercent",
    number(
      labelledValue(lines, /(?<!Pavilion )(?:Total )?Depth(?:\s*%)?(?=[\s:.]|$)/i)?.match(
        /^[\d.,]+\s*%?/,
      )?.[0],
    ),
  );
  const girdle = readGirdle(labelledValue(lines, /^Girdle(?: Thickness)?(?=[\s:.]|$)/i));
  set("girdle", girdle ? formatGirdle(girdle) : undefined);
  set("culet", readCulet(labelledValue(lines, /^Culet(?: Size)?(?=[\s:.]|$)/i)) ?? undefined);
  set("growthMethod", detectGrowthMethod(text));
  set("treatment", detectTreatment(text));
  set("origin", detectOrigin(text));
  // A quality assessment replaces color and clarity; a report that grades them (before October
  // 2025, or IGI) keeps them.
  if (fields.color === undefined || fields.clarity === undefined)
    set("assessment", detectAssessment(lines, text));
  return fields;
}
